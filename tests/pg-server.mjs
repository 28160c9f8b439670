#!/usr/bin/env node
// Start / stop a throw-away PostgreSQL server for tests (Node built-ins only).
//
//   node tests/pg-server.mjs start <dir>   -> prints exactly one line on stdout:
//                                             postgres://app@127.0.0.1:PORT/roadshow_test
//   node tests/pg-server.mjs stop <dir>    -> fast shutdown (no error if not running)
//   node tests/pg-server.mjs status <dir>  -> exit 0 if running (prints the URL), 3 if not
//
// The cluster lives in <dir>/data, the server log in <dir>/server.log and the unix
// socket in <dir> itself, so nothing outside <dir> is touched (no system cluster,
// no /var/run/postgresql). As root every server command runs as the `postgres`
// OS user via `runuser -u postgres --` (postgres refuses to run as root) and <dir>
// is chowned to postgres; <dir>'s parents must be traversable by that user
// (e.g. create <dir> with `mktemp -d`, whose parent is /tmp).
// Binaries: $PG_BIN if set, else /usr/lib/postgresql/15/bin, else the highest
// version under /usr/lib/postgresql. All logs go to stderr.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const DB_NAME = "roadshow_test";
const DB_USER = "app";
const HOST = "127.0.0.1";
const PG_USER = "postgres";
const IS_ROOT = typeof process.getuid === "function" && process.getuid() === 0;

function log(msg) {
  process.stderr.write(`[pg-server] ${msg}\n`);
}

function die(msg, code = 1) {
  log(`error: ${msg}`);
  process.exit(code);
}

function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push("/usr/lib/postgresql/15/bin");
  const root = "/usr/lib/postgresql";
  let versions = [];
  try {
    versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  } catch {
    /* no /usr/lib/postgresql */
  }
  for (const v of versions) candidates.push(path.join(root, v, "bin"));
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, "postgres")) && fs.existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  die(`no PostgreSQL server binaries found (looked in: ${candidates.join(", ")}); install postgresql-15`);
}

/** Run a command (as the postgres user when we are root); its stdout and stderr go to our stderr. */
function run(bin, args, { asPostgres = true, cwd, allowFail = false } = {}) {
  let cmd = bin;
  let argv = args;
  if (asPostgres && IS_ROOT) {
    cmd = "runuser";
    argv = ["-u", PG_USER, "--", bin, ...args];
  }
  const res = spawnSync(cmd, argv, { cwd, stdio: ["ignore", 2, 2], env: { ...process.env, LC_ALL: "C.UTF-8" } });
  if (res.error) {
    if (allowFail) return res;
    die(`could not run ${cmd}: ${res.error.message}`);
  }
  if (res.status !== 0 && !allowFail) {
    die(`${path.basename(bin)} ${args.join(" ")} exited with ${res.status ?? res.signal}`);
  }
  return res;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function paths(dirArg) {
  if (!dirArg) die("missing <dir> argument");
  const dir = path.resolve(dirArg);
  if (dir.includes("'")) die(`dir must not contain a single quote: ${dir}`);
  return {
    dir,
    data: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
    portFile: path.join(dir, "port"),
    urlFile: path.join(dir, "url"),
  };
}

const urlFor = (port) => `postgres://${DB_USER}@${HOST}:${port}/${DB_NAME}`;

function isRunning(bin, p) {
  if (!fs.existsSync(path.join(p.data, "PG_VERSION"))) return false;
  let cmd = path.join(bin, "pg_ctl");
  let argv = ["-D", p.data, "status"];
  if (IS_ROOT) [cmd, argv] = ["runuser", ["-u", PG_USER, "--", cmd, ...argv]];
  const res = spawnSync(cmd, argv, { cwd: p.dir, stdio: "ignore" });
  return res.status === 0;
}

function prepareDir(p) {
  fs.mkdirSync(p.dir, { recursive: true });
  if (!IS_ROOT) return;
  const resU = spawnSync("id", ["-u", PG_USER], { encoding: "utf8" });
  const resG = spawnSync("id", ["-g", PG_USER], { encoding: "utf8" });
  if (resU.status !== 0 || resG.status !== 0) {
    die(`running as root but there is no '${PG_USER}' OS user (is the postgresql package installed?)`);
  }
  const uid = Number(resU.stdout.trim());
  const gid = Number(resG.stdout.trim());
  fs.chownSync(p.dir, uid, gid);
  // postgres must be able to reach and write <dir>; a 0700 root-owned parent would stop it.
  const probe = spawnSync("runuser", ["-u", PG_USER, "--", "test", "-w", p.dir, "-a", "-x", p.dir], { stdio: "ignore" });
  if (probe.status !== 0) {
    die(
      `the '${PG_USER}' user cannot write ${p.dir}: make every parent directory traversable (e.g. use a dir made by \`mktemp -d\`)`,
    );
  }
}

async function start(dirArg) {
  const bin = findBinDir();
  const p = paths(dirArg);
  prepareDir(p);

  if (isRunning(bin, p) && fs.existsSync(p.portFile)) {
    const port = Number(fs.readFileSync(p.portFile, "utf8").trim());
    log(`already running on port ${port} (${p.data})`);
    process.stdout.write(`${urlFor(port)}\n`);
    return;
  }

  if (!fs.existsSync(path.join(p.data, "PG_VERSION"))) {
    log(`initdb ${p.data} (${bin})`);
    run(
      path.join(bin, "initdb"),
      ["-D", p.data, "-U", DB_USER, "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-instructions", "--no-sync"],
      { cwd: p.dir },
    );
  }

  // Ask the OS for a free port; retry if someone grabs it between close() and postgres' bind().
  let port;
  let started = false;
  for (let attempt = 1; attempt <= 3 && !started; attempt++) {
    port = await freePort();
    const opts = [
      "-c listen_addresses=127.0.0.1",
      `-p ${port}`,
      `-k '${p.dir}'`,
      // throw-away test server: durability is not needed, speed is
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    log(`starting on ${HOST}:${port} (log: ${p.logFile})`);
    const res = run(path.join(bin, "pg_ctl"), ["-D", p.data, "-l", p.logFile, "-w", "-t", "60", "-o", opts, "start"], {
      cwd: p.dir,
      allowFail: true,
    });
    started = res.status === 0;
    if (!started) {
      log(`pg_ctl start failed (attempt ${attempt}); last lines of ${p.logFile}:`);
      try {
        const lines = fs.readFileSync(p.logFile, "utf8").trimEnd().split("\n");
        for (const l of lines.slice(-10)) process.stderr.write(`  ${l}\n`);
      } catch {
        /* no log */
      }
    }
  }
  if (!started) die("could not start PostgreSQL");

  // createdb is a plain client over TCP (trust auth), no need for runuser.
  const exists = spawnSync(
    path.join(bin, "psql"),
    [
      "-h",
      HOST,
      "-p",
      String(port),
      "-U",
      DB_USER,
      "-d",
      "postgres",
      "-tAc",
      `select 1 from pg_database where datname = '${DB_NAME}'`,
    ],
    { cwd: p.dir, encoding: "utf8", stdio: ["ignore", "pipe", 2] },
  );
  if (exists.status !== 0) {
    run(path.join(bin, "pg_ctl"), ["-D", p.data, "-m", "fast", "-w", "stop"], { cwd: p.dir, allowFail: true });
    die("could not connect to the new server");
  }
  if (exists.stdout.trim() !== "1") {
    const res = run(path.join(bin, "createdb"), ["-h", HOST, "-p", String(port), "-U", DB_USER, DB_NAME], {
      asPostgres: false,
      cwd: p.dir,
      allowFail: true,
    });
    if (res.status !== 0) {
      run(path.join(bin, "pg_ctl"), ["-D", p.data, "-m", "fast", "-w", "stop"], { cwd: p.dir, allowFail: true });
      die(`createdb ${DB_NAME} failed`);
    }
  }

  const url = urlFor(port);
  fs.writeFileSync(p.portFile, `${port}\n`);
  fs.writeFileSync(p.urlFile, `${url}\n`);
  log(`ready: ${url}`);
  process.stdout.write(`${url}\n`);
}

function stop(dirArg) {
  const bin = findBinDir();
  const p = paths(dirArg);
  if (!isRunning(bin, p)) {
    log(`not running (${p.data})`);
    return;
  }
  log(`stopping ${p.data}`);
  const res = run(path.join(bin, "pg_ctl"), ["-D", p.data, "-m", "fast", "-w", "-t", "60", "stop"], {
    cwd: p.dir,
    allowFail: true,
  });
  if (res.status !== 0) {
    log("fast stop failed, trying immediate");
    run(path.join(bin, "pg_ctl"), ["-D", p.data, "-m", "immediate", "-w", "-t", "30", "stop"], { cwd: p.dir });
  }
  log("stopped");
}

function status(dirArg) {
  const bin = findBinDir();
  const p = paths(dirArg);
  if (isRunning(bin, p) && fs.existsSync(p.portFile)) {
    process.stdout.write(`${urlFor(Number(fs.readFileSync(p.portFile, "utf8").trim()))}\n`);
    return;
  }
  log("not running");
  process.exit(3);
}

const [cmd, dirArg] = process.argv.slice(2);
switch (cmd) {
  case "start":
    await start(dirArg);
    break;
  case "stop":
    stop(dirArg);
    break;
  case "status":
    status(dirArg);
    break;
  default:
    process.stderr.write("usage: node tests/pg-server.mjs start|stop|status <dir>\n");
    process.exit(2);
}
