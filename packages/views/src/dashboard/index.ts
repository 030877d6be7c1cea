export {
  DASHBOARD_FILE_KINDS,
  DASHBOARD_RECENT_COUNT,
  type DashboardCounts,
  type DashboardFileKind,
  dashboardCountsQuery,
  dashboardKeys,
  fetchDashboardCounts,
  kindCountCriteria,
  recentFilesCriteria,
  useDashboardCounts,
} from '../api/dashboard';
export {
  Dashboard,
  type DashboardProps,
  DisabledDashboard,
  type DisabledDashboardProps,
  defaultDashboardProps,
} from './Dashboard';
export {
  type DashboardLocale,
  type DashboardLocaleOverrides,
  dashboardLocale,
  dashboardLocalePart,
  resolveDashboardLocale,
  useDashboardLocale,
} from './locale';
export { dashboardLocaleDe } from './locale.de';
