/**
 * Starts Debian's nginx on 127.0.0.1 with deploy/nginx.conf over a build, as the current user (root
 * in CI), in a temporary prefix: the site file with its root and listen address substituted, inside
 * a minimal main configuration. Used by tests/e2e/nginx.e2e.ts and the serving bench.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {DEPLOY_ROOT} from '../../src/config/hosting';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** deploy/nginx.conf (run from the portal root when loaded as an ES module, as the bench does). */
export const SITE_CONF = typeof __dirname === 'string' ? path.resolve(__dirname, '../nginx.conf') : path.resolve('deploy/nginx.conf');

export interface NginxServer {
  url: string;
  port: number;
  prefix: string;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  buildDir: string;
  port?: number;
  /** `auto` (one per core) by default. */
  workerProcesses?: number | 'auto';
  /** Write an access log into the prefix (off by default: the bench measures the server, not its disk). */
  accessLog?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with the build folder and a loopback port in place of the production ones. */
export function siteConfFor(buildDir: string, port: number, source = fs.readFileSync(SITE_CONF, 'utf8')): string {
  if (/[\s;"'{}$]/.test(buildDir)) throw new Error(`Build path cannot be written into nginx.conf as it is: ${buildDir}`);
  const text = source
    .split(DEPLOY_ROOT)
    .join(buildDir)
    .replace(/^\s*listen\s+\[::\]:80;\s*$/m, '')
    .replace(/^(\s*)listen\s+80;\s*$/m, `$1listen 127.0.0.1:${port};`);
  if (!text.includes(`listen 127.0.0.1:${port};`)) throw new Error(`${SITE_CONF}: no \`listen 80;\` line to replace`);
  return text;
}

export function mainConf(prefix: string, options: {workerProcesses: number | 'auto'; accessLog: boolean}): string {
  const modules = fs.existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};\n` : '';
  // As root (CI), workers would run as `nobody`, which may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${modules}${user}worker_processes ${options.workerProcesses};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${options.accessLog ? `${prefix}/access.log` : 'off'};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
}
`;
}

/** What a machine without the packages lacks, as the fix (scripts/install-test-deps.sh installs both). */
export function missingNginx(): string | undefined {
  if (!fs.existsSync(NGINX_BIN)) return `${NGINX_BIN} is missing: apt-get install nginx (scripts/install-test-deps.sh)`;
  if (!fs.existsSync(BROTLI_STATIC_MODULE))
    return `${BROTLI_STATIC_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static (scripts/install-test-deps.sh)`;
  return undefined;
}

/**
 * nginx, installed when missing and installable: as root (CI on a fresh Debian machine) or with
 * password-less sudo, scripts/install-test-deps.sh installs it. Returns what is still missing, if
 * anything, with the reason the install failed.
 */
export function ensureNginx(installScript = path.resolve('scripts/install-test-deps.sh')): string | undefined {
  const missing = missingNginx();
  if (!missing) return undefined;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!root && !sudo) return `${missing}; not root and no password-less sudo, so it cannot be installed here`;
  const install = spawnSync('bash', [installScript], {encoding: 'utf8', timeout: 600_000});
  const still = missingNginx();
  return still
    ? `${still}; ${path.basename(installScript)} failed (exit ${install.status}): ${(install.stderr ?? '').trim().split('\n').slice(-3).join(' / ')}`
    : undefined;
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startNginx({buildDir, port, workerProcesses = 'auto', accessLog = false}: NginxOptions): Promise<NginxServer> {
  const missing = missingNginx();
  if (missing) throw new Error(missing);
  const root = path.resolve(buildDir);
  if (!fs.existsSync(path.join(root, '.hosting', 'security-headers.conf'))) {
    throw new Error(`${root}/.hosting/ is missing: run \`npm run build:hosting\` (the last step of \`npm run build\`).`);
  }
  const listenPort = port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteConfFor(root, listenPort));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConf(prefix, {workerProcesses, accessLog}));
  const errorLogFile = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLogFile];
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], {encoding: 'utf8'});
  if (check.status !== 0)
    throw new Error(`nginx -t failed:\n${check.stderr}${fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : ''}`);
  const child = spawn(NGINX_BIN, args, {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : '') + stderr;
  try {
    await waitForPort(listenPort, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errorLog()}`);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never outlive the process that started it (a test run that is killed, say).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    prefix,
    errorLog,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) {
        // QUIT: graceful; the master waits for its workers, then exits.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}
