//! Index lag: jobs posted through the API (as the demo employer), and a searcher polling
//! `/api/jobs` for them; the lag of a job is the time from its `201 Created` to the first
//! search that finds it.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::Context;
use futures::{StreamExt, stream};
use serde_json::{Value, json};

use crate::{setup::PROBE_TITLE, stats::Samples};

const EMPLOYER: &str = "demo.employer@kaamsetu.in";
const PASSWORD: &str = "Demo@1234";

#[derive(Default)]
struct Seen {
    acked: HashMap<String, Instant>,
    found: HashMap<String, Instant>,
}

/// A client logged in as the demo employer.
pub async fn employer(base: &str) -> anyhow::Result<reqwest::Client> {
    let client = reqwest::Client::builder().cookie_store(true).build()?;
    let r = client
        .post(format!("{base}/api/auth/login"))
        .json(&json!({ "email": EMPLOYER, "password": PASSWORD }))
        .send()
        .await?;
    anyhow::ensure!(
        r.status().is_success(),
        "demo employer login: {}",
        r.status()
    );
    Ok(client)
}

/// A word no job has: letters only, so the analyzer keeps it whole.
pub(crate) fn token() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..12)
        .map(|_| (b'a' + rng.random_range(0..26u8)) as char)
        .collect()
}

pub(crate) async fn post(
    client: &reqwest::Client,
    base: &str,
    token: &str,
    n: usize,
) -> anyhow::Result<String> {
    let r = client
        .post(format!("{base}/api/jobs"))
        .json(&json!({
            "title": format!("{PROBE_TITLE} {token} welder {n}"),
            "state": "Karnataka", "location": "Bengaluru", "category": "Manufacturing",
            "type": "Full-Time", "workMode": "On-site",
            "description": "Arc and MIG welding on the shop floor; fabrication drawings.",
            "salaryMin": 18000, "salaryMax": 26000, "salaryFrequency": "per month"
        }))
        .send()
        .await?;
    anyhow::ensure!(r.status().as_u16() == 201, "posting a job: {}", r.status());
    let v: Value = r.json().await?;
    v["job"]["_id"]
        .as_str()
        .map(str::to_string)
        .context("no job id in the reply")
}

/// Polls the search for `token` until `expect` jobs are found (or a minute passes).
async fn watch(
    base: String,
    token: String,
    seen: Arc<Mutex<Seen>>,
    expect: Arc<std::sync::atomic::AtomicUsize>,
) -> anyhow::Result<()> {
    let client = reqwest::Client::new();
    let mut last_progress = Instant::now();
    loop {
        let page = |p: usize| {
            client
                .get(format!(
                    "{base}/api/jobs?keyword={token}&sort=newest&limit=50&facets=false&page={p}"
                ))
                .send()
        };
        let v: Value = page(1).await?.json().await?;
        let now = Instant::now();
        let total = v["pagination"]["totalCount"].as_u64().unwrap_or(0) as usize;
        let known = seen.lock().expect("lock").found.len();
        if total > known {
            let mut ids: Vec<String> = vec![];
            let mut add = |v: &Value| {
                for j in v["jobs"].as_array().into_iter().flatten() {
                    if let Some(id) = j["_id"].as_str() {
                        ids.push(id.to_string());
                    }
                }
            };
            add(&v);
            for p in 2..=total.div_ceil(50) {
                add(&page(p).await?.json().await?);
            }
            let mut s = seen.lock().expect("lock");
            for id in ids {
                s.found.entry(id).or_insert(now);
            }
            last_progress = now;
        }
        let want = expect.load(std::sync::atomic::Ordering::Acquire);
        if want > 0 && seen.lock().expect("lock").found.len() >= want {
            return Ok(());
        }
        anyhow::ensure!(
            last_progress.elapsed() < Duration::from_secs(60),
            "posted jobs did not show up in search within a minute"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Posts `count` jobs, `concurrency` at a time, at most `rate` per second (0: no limit), and
/// returns each one's lag.
pub async fn measure(
    base: &str,
    client: &reqwest::Client,
    count: usize,
    concurrency: usize,
    rate: f64,
) -> anyhow::Result<Samples> {
    let token = token();
    let seen = Arc::new(Mutex::new(Seen::default()));
    let expect = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let watcher = tokio::spawn(watch(
        base.to_string(),
        token.clone(),
        seen.clone(),
        expect.clone(),
    ));
    let started = Instant::now();
    let results: Vec<anyhow::Result<()>> = stream::iter(0..count)
        .map(|n| {
            let (client, seen, token) = (client.clone(), seen.clone(), token.clone());
            async move {
                if rate > 0.0 {
                    let at = started + Duration::from_secs_f64(n as f64 / rate);
                    tokio::time::sleep_until(at.into()).await;
                }
                let id = post(&client, base, &token, n).await?;
                seen.lock().expect("lock").acked.insert(id, Instant::now());
                Ok(())
            }
        })
        .buffer_unordered(concurrency.max(1))
        .collect()
        .await;
    for r in results {
        r?;
    }
    expect.store(count, std::sync::atomic::Ordering::Release);
    watcher.await??;
    let s = seen.lock().expect("lock");
    let lags = s
        .acked
        .iter()
        .map(|(id, acked)| {
            let found = s.found.get(id).copied().unwrap_or(*acked);
            found.saturating_duration_since(*acked)
        })
        .collect();
    Ok(Samples::from_unsorted(lags))
}
