//! HTTP load with wrk (Debian's package): fixed concurrency, keep-alive, a rotating list of
//! paths per endpoint; and server-side latency from the API's `Server-Timing` header.

use std::{path::Path, time::Duration};

use anyhow::Context;
use serde::Deserialize;

use crate::stats::Samples;

/// The wrk script: rotates through the paths in `$WRK_PATHS`, prints one JSON line at the end.
const SCRIPT: &str = r#"
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
-- Each of wrk's threads starts at a random place in the list and walks it in order.
math.randomseed(os.time() + math.floor(os.clock() * 1e6))
local i = math.random(#paths)
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK {"requests":%d,"duration_us":%d,"errors":%d,"non2xx":%d,"p50_us":%d,"p99_us":%d,"p999_us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9)))
end
"#;

/// One wrk run.
#[derive(Debug, Deserialize)]
pub struct LoadResult {
    pub requests: u64,
    pub duration_us: u64,
    pub errors: u64,
    pub non2xx: u64,
    pub p50_us: u64,
    pub p99_us: u64,
    pub p999_us: u64,
}

impl LoadResult {
    pub fn rps(&self) -> f64 {
        self.requests as f64 / (self.duration_us as f64 / 1e6).max(1e-6)
    }
}

/// Drives `base` + each of `paths` for `secs` with `connections` keep-alive connections.
pub async fn wrk(
    base: &str,
    paths: &[String],
    connections: u32,
    secs: u32,
    work: &Path,
) -> anyhow::Result<LoadResult> {
    let script = work.join("wrk.lua");
    std::fs::write(&script, SCRIPT)?;
    let list = work.join("wrk-paths.txt");
    std::fs::write(&list, paths.join("\n") + "\n")?;
    let out = tokio::process::Command::new("wrk")
        .args([
            "-t2",
            &format!("-c{connections}"),
            &format!("-d{secs}s"),
            "--timeout",
            "10s",
            "-s",
        ])
        .arg(&script)
        .arg(base)
        .env("WRK_PATHS", &list)
        .output()
        .await
        .context("running wrk (apt-get install wrk)")?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    anyhow::ensure!(
        out.status.success(),
        "wrk failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("WRK "))
        .with_context(|| format!("no summary from wrk: {stdout}"))?;
    Ok(serde_json::from_str(line)?)
}

/// Calls each path in turn, one at a time, and collects the API's own `Server-Timing`.
pub async fn server_timing(
    client: &reqwest::Client,
    base: &str,
    paths: &[String],
    calls: usize,
) -> anyhow::Result<Samples> {
    let mut out = Vec::with_capacity(calls);
    for i in 0..calls {
        let r = client
            .get(format!("{base}{}", paths[i % paths.len()]))
            .send()
            .await?;
        anyhow::ensure!(
            r.status().is_success(),
            "{} answered {}",
            paths[i % paths.len()],
            r.status()
        );
        let ms: f64 = r
            .headers()
            .get("server-timing")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("app;dur="))
            .and_then(|v| v.parse().ok())
            .context("no Server-Timing header")?;
        r.bytes().await?;
        out.push(Duration::from_secs_f64(ms / 1000.0));
    }
    Ok(Samples::from_unsorted(out))
}
