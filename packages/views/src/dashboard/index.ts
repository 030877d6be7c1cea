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
export { Dashboard, type DashboardProps, defaultDashboardProps } from './Dashboard';
export { DisabledDashboard, type DisabledDashboardProps } from './DisabledDashboard';
export {
  type DashboardLocale,
  type DashboardLocaleOverrides,
  dashboardLocale,
  dashboardLocalePart,
  resolveDashboardLocale,
  useDashboardLocale,
} from './locale';
export { dashboardLocaleDe } from './locale.de';
