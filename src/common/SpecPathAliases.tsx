/**
 * The spec's own spellings of react-admin's routes (platform.md section 2: /admin/add/card,
 * /admin/card/{id}/{type}, /admin/add/subAdmin ...) forward to the canonical route, so each screen is
 * declared once, as a Resource view. Routes match without case: /admin/redeemcards needs no alias.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import type { SpecPathAlias } from './feature';

const Forward = ({ resource, type }: Omit<SpecPathAlias, 'path'>) => {
  const { id } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id })} replace />;
};

/** <Route> elements for a <CustomRoutes> block. */
export const specPathRoutes = (aliases: readonly SpecPathAlias[]) =>
  aliases.map(({ path, ...target }) => <Route key={path} path={path} element={<Forward {...target} />} />);
