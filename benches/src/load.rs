//! HTTP load with wrk (Debian's package): fixed concurrency, keep-alive, a rotating list of
//! paths per endpoint; server-side latency from the API's `Server-Timing` header; and an
//! open-loop load at a fixed rate, for the latency while serving the goal's throughput.

use std::{
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

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
    /// The API process's user + system CPU time over the run ÷ requests, in µs (0 when it could
    /// not be read): what a request costs the server, steadier than latency on a shared machine.
    #[serde(default)]
    pub cpu_us_per_request: f64,
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

/// The API's own time for a reply (`Server-Timing: app;dur=<ms>`).
fn server_time(r: &reqwest::Response) -> anyhow::Result<Duration> {
    let ms: f64 = r
        .headers()
        .get("server-timing")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("app;dur="))
        .and_then(|v| v.parse().ok())
        .context("no Server-Timing header")?;
    Ok(Duration::from_secs_f64(ms / 1000.0))
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
        let server = server_time(&r)?;
        r.bytes().await?;
        out.push(server);
    }
    Ok(Samples::from_unsorted(out))
}

/// What a fixed-rate load measured.
pub struct RateResult {
    /// The API process's CPU time over the run ÷ requests, in µs (as [`LoadResult`]'s).
    pub cpu_us_per_request: f64,
    /// The rate asked for, and the rate served (replies over the time from the first request's
    /// due time to the last reply).
    pub target_rps: f64,
    pub served_rps: f64,
    pub connections: usize,
    pub secs: f64,
    pub errors: usize,
    /// The API's own time per request (`Server-Timing`).
    pub server: Samples,
    /// From the moment each request was due to its whole reply: a queue in the server (or in
    /// the connections) shows here even though requests wait to be sent.
    pub client: Samples,
    /// Each answered request: when it was due (from the start), client and server latency.
    pub timeline: Vec<(Duration, Duration, Duration)>,
}

/// Open-loop load: request `i` is due at `i / rate` seconds, for `secs` seconds. Each of
/// `connections` workers keeps one keep-alive connection and takes the next request when it is
/// free, sending it when due; latency counts from the due time, so a slow server cannot slow the
/// load down and hide its own queue (coordinated omission).
pub async fn at_rate(
    base: &str,
    paths: &[String],
    rate: f64,
    secs: f64,
    connections: usize,
) -> anyhow::Result<RateResult> {
    let total = (rate * secs).round() as usize;
    anyhow::ensure!(
        paths.len() >= total,
        "{total} requests need as many different paths (have {})",
        paths.len()
    );
    let paths: Arc<Vec<String>> = Arc::new(paths[..total].to_vec());
    let next = Arc::new(AtomicUsize::new(0));
    // Every connection opened before the clock starts, so the first requests do not pay for it.
    let mut clients = Vec::with_capacity(connections);
    for _ in 0..connections {
        let c = reqwest::Client::builder()
            .pool_max_idle_per_host(1)
            .timeout(Duration::from_secs(10))
            .build()?;
        c.get(format!("{base}/healthz"))
            .send()
            .await?
            .bytes()
            .await?;
        clients.push(c);
    }
    let start = tokio::time::Instant::now() + Duration::from_millis(20);
    let mut workers = tokio::task::JoinSet::new();
    for client in clients {
        let (paths, next, base) = (paths.clone(), next.clone(), base.to_string());
        workers.spawn(async move {
            let (mut timeline, mut errors) = (vec![], 0usize);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= paths.len() {
                    break;
                }
                let due = start + Duration::from_secs_f64(i as f64 / rate);
                tokio::time::sleep_until(due).await;
                let reply = match client.get(format!("{base}{}", paths[i])).send().await {
                    Ok(r) if r.status().is_success() => r,
                    _ => {
                        errors += 1;
                        continue;
                    }
                };
                let took = server_time(&reply);
                if reply.bytes().await.is_err() {
                    errors += 1;
                    continue;
                }
                let client_side = due.elapsed();
                match took {
                    Ok(server) => timeline.push((due - start, client_side, server)),
                    Err(_) => errors += 1,
                }
            }
            (timeline, errors, tokio::time::Instant::now())
        });
    }
    let (mut timeline, mut errors) = (vec![], 0);
    let mut last = start;
    while let Some(w) = workers.join_next().await {
        let (t, e, end) = w?;
        timeline.extend(t);
        errors += e;
        last = last.max(end);
    }
    timeline.sort();
    let served = timeline.len();
    let server = timeline.iter().map(|t| t.2).collect();
    let client = timeline.iter().map(|t| t.1).collect();
    Ok(RateResult {
        // Measured around the call, by its caller (it knows the API's process).
        cpu_us_per_request: 0.0,
        target_rps: rate,
        served_rps: served as f64 / (last - start).as_secs_f64().max(1e-6),
        connections,
        secs,
        errors,
        server: Samples::from_unsorted(server),
        client: Samples::from_unsorted(client),
        timeline,
    })
}

/// The user + system CPU time a process has used so far (every thread), in µs, from
/// `/proc/{pid}/stat`; none when it cannot be read. Its clock ticks are Linux's `USER_HZ`, 100
/// a second on every architecture this runs on (a fixed ABI constant, unlike the kernel's HZ).
pub fn process_cpu_us(pid: u32) -> Option<u64> {
    const USER_HZ: u64 = 100;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) * 1_000_000 / USER_HZ)
}

/// What a run cost the process `pid` per request, in µs: `before` from [`process_cpu_us`]
/// taken at its start; 0 when either reading failed or nothing was served.
pub fn cpu_per_request(pid: Option<u32>, before: Option<u64>, requests: u64) -> f64 {
    match (pid.and_then(process_cpu_us), before) {
        (Some(after), Some(before)) if requests > 0 => {
            after.saturating_sub(before) as f64 / requests as f64
        }
        _ => 0.0,
    }
}

#[cfg(test)]
mod cpu_tests {
    use super::*;

    #[test]
    fn a_busy_process_shows_its_cpu_time() {
        let me = std::process::id();
        let before = process_cpu_us(me).expect("this process's own stat");
        // Half a second of work on this thread.
        let start = std::time::Instant::now();
        let mut x = 0u64;
        while start.elapsed() < std::time::Duration::from_millis(500) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
        let per = cpu_per_request(Some(me), Some(before), 10);
        // 500 ms over 10 "requests": about 50,000 µs each (ticks are 10 ms; a loaded machine
        // may give this thread less of the half second).
        assert!((10_000.0..=60_000.0).contains(&per), "{per}");
        assert_eq!(cpu_per_request(None, Some(before), 10), 0.0);
        assert_eq!(cpu_per_request(Some(me), Some(before), 0), 0.0);
        assert!(process_cpu_us(u32::MAX).is_none());
    }
}
