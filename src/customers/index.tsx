/** Customers (catalogue-and-orders.md s.2): the list at /admin/customers, view and edit at /admin/customer/{type}/{id}. */
import PeopleIcon from '@mui/icons-material/People';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { CUSTOMER_PAGES } from './customerPaths';
import { endpoints } from './endpoints';
import { lazyView } from '../common/lazyView';
import { customerListModule, customerScreenModule } from './pageModules';

const CustomerList = lazyView(customerListModule, 'CustomerList');
const CustomerScreen = lazyView(customerScreenModule, 'CustomerScreen');

export { CUSTOMER_PAGES };

export const customersFeature: FeatureModule = {
  name: 'customers',
  endpoints,
  resources: ['customers'],
  pages: { customers: CUSTOMER_PAGES.list, customerByType: CUSTOMER_PAGES.byType },
  menu: [
    { path: CUSTOMER_PAGES.list, label: 'gd.layout.menu.customers', icon: PeopleIcon, resource: 'customers' },
  ],
  routes: (
    <>
      <Resource name="customers" list={CustomerList} />
      <CustomRoutes>
        <Route
          path={CUSTOMER_PAGES.byType}
          element={
            <ResourceContextProvider value="customers">
              <CustomerScreen />
            </ResourceContextProvider>
          }
        />
      </CustomRoutes>
    </>
  ),
};
