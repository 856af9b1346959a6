/**
 * The spec's own card paths (platform.md section 2), forwarded to react-admin's canonical routes:
 * /admin/add/card -> /admin/giftCards/create, /admin/card/{id} -> show, /admin/card/{id}/{type} -> edit,
 * and the same for redeem cards. /admin/redeemcards needs no entry: routes match without case.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { ADMIN_PAGES } from '../paths';

type Target = { resource: string; type: 'create' | 'show' | 'edit' };

const Forward = ({ resource, type }: Target) => {
  const { id } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id })} replace />;
};

const FORWARDS: [path: string, target: Target][] = [
  [ADMIN_PAGES.addCard, { resource: 'giftCards', type: 'create' }],
  [ADMIN_PAGES.card, { resource: 'giftCards', type: 'show' }],
  [ADMIN_PAGES.cardEdit, { resource: 'giftCards', type: 'edit' }],
  [ADMIN_PAGES.cardByType, { resource: 'giftCards', type: 'edit' }],
  [ADMIN_PAGES.addRedeemCard, { resource: 'redeemCards', type: 'create' }],
  [ADMIN_PAGES.redeemCard, { resource: 'redeemCards', type: 'show' }],
  [ADMIN_PAGES.redeemCardEdit, { resource: 'redeemCards', type: 'edit' }],
  [ADMIN_PAGES.redeemCardByType, { resource: 'redeemCards', type: 'edit' }],
];

/** <Route> elements for a <CustomRoutes> block. */
export const cardSpecRoutes = FORWARDS.map(([path, target]) => (
  <Route key={path} path={path} element={<Forward {...target} />} />
));
