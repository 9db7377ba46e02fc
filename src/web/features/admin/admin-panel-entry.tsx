import { lazy } from 'react';

const AdminPanel = lazy(() => import('./admin-panel'));

/**
 * Home loads the admin panel in two small steps (this module, then the panel), so the home
 * page's own chunk names one file here rather than every file the panel needs.
 */
export default function AdminPanelEntry() {
  return <AdminPanel />;
}
