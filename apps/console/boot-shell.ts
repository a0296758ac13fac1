import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The signed-in shell painted from the HTML and CSS before any script of the console runs (issue
 * 31 item 1; docs/decisions/console.md, "The first paint from the HTML"): the top bar, the side
 * menu of every staff role and a skeleton of the screen, written into index.html at build time
 * from the menu the React shell renders (util-auth's `menuItems` and `menuFor`, the icons of
 * `menu-icons.ts`). CSS hides it unless /color-scheme.js found a stored staff session on a
 * /dashboard URL and wrote its role on <html>. React takes it away in the frame it paints its own
 * shell (`RemoveBootShell`).
 *
 * In a build it also writes, per route, the chunks of the route's code outside the entry
 * (`bootPreloads`): /color-scheme.js turns the current URL's into `<link rel="modulepreload">`, so
 * the layout, the screen and the prefetch module that sends the page's data request load side by
 * side with the entry instead of after it has run.
 */

const root = import.meta.dirname;
const require = createRequire(import.meta.url);

/**
 * The route (a pathname, exact or with `/*` for any below) → the source modules of its code. The
 * browser asks for them in this order, six at a time over HTTP/1.1: the order list's prefetch
 * module (the data request's code) first, so that the request leaves while the screen's and the
 * layout's chunks (the DataGrid, MUI) are still on their way.
 */
const bootPreloads: [pattern: string, modules: string[]][] = [
  [
    '/dashboard/order',
    [
      'libs/orders/feature/src/lib/prefetch.ts',
      'libs/orders/feature/src/lib/screens/orders-screen.tsx',
    ],
  ],
  ['/dashboard', ['libs/overview/feature/src/lib/screens/overview-screen.tsx']],
  ['/dashboard/*', ['apps/console/src/app/layout/dashboard-layout.tsx']],
];

interface MenuItem {
  key: string;
  label: string;
  to?: string;
  children?: readonly MenuItem[];
}

interface MenuSource {
  menuItems: readonly MenuItem[];
  menuFor: (role: number) => readonly MenuItem[];
  staffRoles: readonly number[];
  appName: string;
  mainMenu: string;
  pageLoading: string;
  menuIconName: (key: string) => string;
}

/** util-auth's menu and the console's names, read from their TypeScript sources. */
async function loadMenu(): Promise<MenuSource> {
  const from = (file: string) => tsImport(pathToFileURL(resolve(root, file)).href, import.meta.url);
  const [permissions, contract, messages, icons] = await Promise.all([
    from('../../libs/shared/util-auth/src/lib/permissions.ts'),
    from('../../libs/shared/contract/src/lib/enums.ts'),
    from('src/app/messages.ts'),
    from('src/app/layout/menu-icons.ts'),
  ]);
  return {
    menuItems: permissions.menuItems,
    menuFor: permissions.menuFor,
    staffRoles: contract.staffRoles,
    appName: messages.messages.appName,
    mainMenu: messages.messages.mainMenu,
    pageLoading: messages.messages.pageLoading,
    menuIconName: icons.menuIconName,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An `@mui/icons-material` icon as inline SVG: the path data of its module. */
function icon(name: string, className = 'bs-icon'): string {
  const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
  const paths = [...source.matchAll(/\bd: "([^"]+)"/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error(`boot shell: no path in the icon ${name}`);
  return `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths
    .map((d) => `<path d="${escapeHtml(d ?? '')}"/>`)
    .join('')}</svg>`;
}

/** The shell's markup: every item once, with the staff roles whose menu shows it. */
function markup(menu: MenuSource): string {
  const rolesOf = new Map<string, number[]>();
  const collect = (items: readonly MenuItem[], role: number) => {
    for (const item of items) {
      rolesOf.set(item.key, [...(rolesOf.get(item.key) ?? []), role]);
      if (item.children) collect(item.children, role);
    }
  };
  for (const role of menu.staffRoles) collect(menu.menuFor(role), role);

  const item = (entry: MenuItem, nested: boolean): string => {
    const roles = rolesOf.get(entry.key);
    if (!roles) return '';
    const label = `<span class="bs-label">${escapeHtml(entry.label)}</span>`;
    const glyph = nested ? '' : icon(menu.menuIconName(entry.key));
    const attrs = `data-roles="${roles.join(' ')}"`;
    if (!entry.children)
      return `<li ${attrs}><a class="bs-item" href="${escapeHtml(entry.to ?? '')}">${glyph}${label}</a></li>`;
    return `<li ${attrs}><span class="bs-item">${glyph}${label}${icon('ExpandLess', 'bs-expand')}</span><ul class="bs-nested">${entry.children
      .map((child) => item(child, true))
      .join('')}</ul></li>`;
  };
  const rows = Array.from({ length: 10 }, () => '<div class="bs-row"></div>').join('');
  return `<div id="boot-shell" class="boot-shell">
      <header class="bs-bar">${icon('MenuOpen', 'bs-toggle bs-open')}${icon('Menu', 'bs-toggle bs-closed')}<div class="bs-title">${escapeHtml(menu.appName)}</div></header>
      <div class="bs-drawer"><nav aria-label="${escapeHtml(menu.mainMenu)}"><ul>${menu.menuItems
        .map((entry) => item(entry, false))
        .join('')}</ul></nav></div>
      <main class="bs-main" aria-busy="true"><p class="bs-sr">${escapeHtml(menu.pageLoading)}</p><div class="bs-bone bs-h1"></div><div class="bs-bone bs-filters"></div><div class="bs-table">${rows}</div></main>
    </div>`;
}

/**
 * The shell's style. It shows only for a staff role written on <html> (`data-boot-role`); the
 * drawer follows `data-boot-view` (desktop, tab, mobile: the thresholds of `use-layout-view.ts`)
 * and `data-boot-mini` (icons only); the sizes are MUI's (Toolbar 56/48/64 px, list buttons of
 * 44 px, the drawer 260 or 64 px), so React's shell replaces it in place.
 */
function style(roles: readonly number[]): string {
  const shown = roles.map((r) => `html[data-boot-role="${r}"] .boot-shell`).join(',');
  const itemsOfRole = roles
    .map((r) => `html[data-boot-role="${r}"] .boot-shell li:not([data-roles~="${r}"])`)
    .join(',');
  return `
.boot-shell{display:none;position:fixed;inset:0;z-index:1;overflow:hidden;
  --bs-paper:#fff;--bs-bg:#f4f6f8;--bs-divider:rgba(0,0,0,.12);--bs-text:rgba(0,0,0,.87);
  --bs-icon:rgba(0,0,0,.54);--bs-primary:#1565c0;--bs-bone:rgba(0,0,0,.11);--bs-bar:56px;--bs-menu:260px;
  background:var(--bs-bg);color:var(--bs-text);
  font:400 1rem/1.5 "Roboto","Segoe UI","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
html[data-mui-color-scheme=dark] .boot-shell{--bs-paper:#1c1f24;--bs-bg:#121417;--bs-divider:rgba(255,255,255,.12);
  --bs-text:#fff;--bs-icon:#fff;--bs-primary:#90caf9;--bs-bone:rgba(255,255,255,.13)}
${shown}{display:block}
${itemsOfRole}{display:none}
@media (orientation:landscape){.boot-shell{--bs-bar:48px}}
@media (min-width:600px){.boot-shell{--bs-bar:64px}}
html[data-boot-mini] .boot-shell{--bs-menu:64px}
html[data-boot-view=mobile] .boot-shell{--bs-menu:0px}
.bs-bar{position:absolute;top:0;left:0;right:0;height:var(--bs-bar);display:flex;align-items:center;gap:8px;
  padding:0 16px;background:var(--bs-paper);border-bottom:1px solid var(--bs-divider);z-index:2}
@media (min-width:600px){.bs-bar{padding:0 24px}}
.bs-toggle{width:24px;height:24px;padding:8px;margin-left:-12px;fill:var(--bs-icon);flex-shrink:0}
html[data-boot-mini] .bs-open,html:not([data-boot-mini]) .bs-closed{display:none}
.bs-title{flex-grow:1;font-size:1.25rem;font-weight:600;line-height:1.6;color:var(--bs-primary);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.bs-drawer{position:absolute;top:0;bottom:0;left:0;width:var(--bs-menu);box-sizing:border-box;padding-top:var(--bs-bar);
  overflow:hidden;background:var(--bs-paper);border-right:1px solid var(--bs-divider);z-index:1}
html[data-boot-view=mobile] .bs-drawer{display:none}
.bs-drawer ul{list-style:none;margin:0;padding:0}
.bs-item{display:flex;align-items:center;box-sizing:border-box;min-height:44px;padding:8px 16px;color:inherit;text-decoration:none;white-space:nowrap}
.bs-nested .bs-item{padding-left:32px}
.bs-icon{width:24px;height:24px;min-width:24px;margin-right:16px;fill:var(--bs-icon)}
.bs-expand{width:24px;height:24px;margin-left:auto;fill:currentColor}
.bs-label{margin:4px 0;flex:1 1 auto}
html[data-boot-mini] .bs-label,html[data-boot-mini] .bs-expand,html[data-boot-mini] .bs-nested{display:none}
.bs-main{position:absolute;top:0;right:0;bottom:0;left:var(--bs-menu);box-sizing:border-box;padding:calc(var(--bs-bar) + 16px) 16px 16px}
@media (min-width:900px){.bs-main{padding:calc(var(--bs-bar) + 24px) 24px 24px}}
.bs-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0}
.bs-bone,.bs-row{background:var(--bs-bone);border-radius:4px}
.bs-h1{width:220px;max-width:60%;height:36px;margin-bottom:16px}
.bs-filters{height:56px;margin-bottom:16px}
.bs-table{background:var(--bs-paper);border:1px solid var(--bs-divider);border-radius:8px;padding:8px 16px}
.bs-row{height:20px;margin:16px 0}
`
    .replace(/\n\s*/g, '\n')
    .trim();
}

/**
 * The chunks of each route of `bootPreloads` outside the entry's own static imports (which Vite
 * preloads already), as `/assets/…` URLs. A module missing from the build fails it: the list must
 * follow the router.
 */
function preloads(
  bundle: Record<
    string,
    { type: string; fileName: string; imports?: string[]; moduleIds?: string[]; isEntry?: boolean }
  >,
  base: string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, files: Set<string>) => {
    if (files.has(file)) return files;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, files);
    return files;
  };
  const entry = new Set<string>();
  for (const c of chunks) if (c.isEntry) closure(c.fileName, entry);
  const map: Record<string, string[]> = {};
  for (const [pattern, modules] of bootPreloads) {
    const files = new Set<string>();
    for (const module of modules) {
      const id = resolve(root, '../..', module);
      const chunk = chunks.find((c) => c.moduleIds?.includes(id));
      if (!chunk) throw new Error(`boot shell: ${module} is in no chunk of the build`);
      closure(chunk.fileName, files);
    }
    map[pattern] = [...files].filter((f) => !entry.has(f)).map((f) => `${base}${f}`);
  }
  return map;
}

export function bootShell(): Plugin {
  let menu: Promise<MenuSource> | undefined;
  let base = '/';
  return {
    name: 'boot-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        menu ??= loadMenu();
        const source = await menu;
        const map = ctx.bundle ? preloads(ctx.bundle as never, base) : {};
        const withStyle = html.replace(
          '<!-- boot-shell-style -->',
          `<style>${style(source.staffRoles)}</style>
    <meta name="boot-preload" content="${escapeHtml(JSON.stringify(map))}" />`,
        );
        const out = withStyle.replace('<!-- boot-shell -->', markup(source));
        if (out === html || !out.includes('id="boot-shell"'))
          throw new Error('boot shell: index.html has lost its placeholders');
        return out;
      },
    },
  };
}
