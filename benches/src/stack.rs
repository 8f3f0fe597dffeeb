//! The product's own binaries, started the way the run command starts them, on the bench
//! database: `kaamsetu-indexer reindex`, then `kaamsetu-api serve` and `kaamsetu-indexer run`.
//! The binaries are the ones built next to this one (same profile).

use std::{
    path::{Path, PathBuf},
    process::Stdio,
    time::{Duration, Instant},
};

use anyhow::Context;
use tokio::process::{Child, Command};

/// A binary of the workspace built with the same profile as this one.
pub fn sibling(name: &str) -> anyhow::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    let mut dir = exe.parent().context("executable directory")?.to_path_buf();
    // `cargo bench` and `cargo test` run from target/<profile>/deps.
    if dir.ends_with("deps") {
        dir.pop();
    }
    let path = dir.join(name);
    anyhow::ensure!(
        path.exists(),
        "{} is missing: build it first (cargo build --release -p kaamsetu-api -p kaamsetu-indexer)",
        path.display()
    );
    Ok(path)
}

/// What a rebuild took.
pub struct Rebuild {
    pub docs: i64,
    pub secs: f64,
    pub index_bytes: u64,
    /// The largest resident set: the process's own memory and the index files it maps (pages
    /// of the page cache, which the kernel drops first when memory is short).
    pub peak_rss_bytes: u64,
    /// The largest anonymous resident set (`RssAnon`, sampled every 20 ms): the memory the
    /// process itself holds.
    pub peak_anon_bytes: u64,
}

/// Runs `kaamsetu-indexer reindex` on the bench database, showing its progress.
pub async fn reindex(db_url: &str, data_dir: &Path, docs: i64) -> anyhow::Result<Rebuild> {
    let started = Instant::now();
    let mut child = Command::new(sibling("kaamsetu-indexer")?)
        .arg("reindex")
        .env("DATABASE_URL", db_url)
        .env("KAAMSETU_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn()?;
    let pid = child.id().context("the reindex process id")?;
    let mut peak_anon = 0;
    let status = loop {
        tokio::select! {
            status = child.wait() => break status?,
            () = tokio::time::sleep(Duration::from_millis(20)) => {
                peak_anon = peak_anon.max(status_kb(pid, "RssAnon:") * 1024);
            }
        }
    };
    let secs = started.elapsed().as_secs_f64();
    anyhow::ensure!(status.success(), "reindex failed: {status}");
    Ok(Rebuild {
        docs,
        secs,
        index_bytes: dir_size(&data_dir.join("index"))?,
        peak_rss_bytes: children_peak_rss(),
        peak_anon_bytes: peak_anon,
    })
}

/// The largest resident set of any waited-for child (`getrusage(RUSAGE_CHILDREN)`); the
/// rebuild is the first child the run waits for, and the largest.
fn children_peak_rss() -> u64 {
    // SAFETY: getrusage writes into the zeroed struct we pass and nothing else.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    if rc == 0 {
        usage.ru_maxrss as u64 * 1024
    } else {
        0
    }
}

/// Bytes of the files under `dir` (symlinks not followed).
pub fn dir_size(dir: &Path) -> anyhow::Result<u64> {
    let mut total = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let meta = entry.path().symlink_metadata()?;
        if meta.is_dir() {
            total += dir_size(&entry.path())?;
        } else if meta.is_file() {
            total += meta.len();
        }
    }
    Ok(total)
}

/// The running API and indexer.
pub struct Stack {
    pub base: String,
    api: Child,
    indexer: Child,
}

impl Stack {
    /// Starts both on a free port and waits for `/healthz`.
    pub async fn start(db_url: &str, data_dir: &Path) -> anyhow::Result<Self> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?
            .local_addr()?
            .port();
        let logs = data_dir.join("logs");
        std::fs::create_dir_all(&logs)?;
        let log = |name: &str| -> anyhow::Result<Stdio> {
            Ok(Stdio::from(std::fs::File::create(logs.join(name))?))
        };
        let mut indexer = Command::new(sibling("kaamsetu-indexer")?);
        indexer
            .arg("run")
            .env("DATABASE_URL", db_url)
            .env("KAAMSETU_DATA_DIR", data_dir)
            .env("RUST_LOG", "info")
            .stdout(log("indexer.log")?)
            .stderr(log("indexer.err")?)
            .kill_on_drop(true);
        let mut api = Command::new(sibling("kaamsetu-api")?);
        api.arg("serve")
            .env("DATABASE_URL", db_url)
            .env("KAAMSETU_DATA_DIR", data_dir)
            .env("KAAMSETU_ADDR", format!("127.0.0.1:{port}"))
            .env("KAAMSETU_REDIS_PREFIX", "ks:bench:")
            .env("KAAMSETU_EMAIL_VERIFICATION", "off")
            // The index-lag run posts its jobs from one employer, far past a real one's limits.
            .env("KAAMSETU_JOB_POSTS_PER_HOUR", "1000000")
            .env("KAAMSETU_JOB_POSTS_PER_DAY", "1000000")
            .env("RUST_LOG", "warn")
            .stdout(log("api.log")?)
            .stderr(log("api.err")?)
            .kill_on_drop(true);
        let stack = Stack {
            base: format!("http://127.0.0.1:{port}"),
            indexer: indexer.spawn()?,
            api: api.spawn()?,
        };
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(r) = client.get(format!("{}/healthz", stack.base)).send().await
                && r.status().is_success()
            {
                break;
            }
            anyhow::ensure!(
                Instant::now() < deadline,
                "the API did not start; see {}",
                logs.join("api.err").display()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        Ok(stack)
    }

    /// The API's process id (for its CPU time, `load::process_cpu_us`).
    pub fn api_pid(&self) -> Option<u32> {
        self.api.id()
    }

    /// Peak resident sets (VmHWM) of the API and the indexer so far, in bytes, each with its
    /// anonymous resident set now (`RssAnon`: the memory the process holds, without the pages
    /// of the index files it maps).
    pub fn peak_rss(&self) -> (Memory, Memory) {
        let of = |pid: Option<u32>| {
            pid.map_or(Memory::default(), |pid| Memory {
                peak: status_kb(pid, "VmHWM:") * 1024,
                anon: status_kb(pid, "RssAnon:") * 1024,
            })
        };
        (of(self.api.id()), of(self.indexer.id()))
    }

    pub async fn stop(mut self) {
        let _ = self.api.kill().await;
        let _ = self.indexer.kill().await;
    }
}

/// A process's memory: its peak resident set, and its anonymous resident set now.
#[derive(Clone, Copy, Debug, Default)]
pub struct Memory {
    pub peak: u64,
    pub anon: u64,
}

/// A `kB` line of `/proc/<pid>/status` (0 when the process is gone).
fn status_kb(pid: u32, key: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .unwrap_or(0)
}
