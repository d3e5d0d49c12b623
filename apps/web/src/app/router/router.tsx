import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../../shared/navigation/navigator';
import { routes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
