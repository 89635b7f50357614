export { AppShell, shellNav } from './AppShell';
export type { AppShellProps, ShellProduct, NavKey } from './AppShell';
