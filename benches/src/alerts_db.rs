//! Index lag with job alerts: alerts made the way seekers search (as `kaamsetu-bench alerts`
//! makes them) put in the bench database as confirmed guests' alerts, so the running indexer's
//! matcher works beside the indexing while the lag is measured again; then how long the matcher
//! took to catch up with the burst.

use std::time::{Duration, Instant};

use anyhow::Context;
use kaamsetu_search::alerts::AlertSearch;
use sqlx::PgPool;

/// Alerts per insert statement.
const BATCH: usize = 10_000;

/// Removes every alert, its matches and mail records, and the alert mail tasks queued.
pub async fn clear(pool: &PgPool) -> anyhow::Result<()> {
    sqlx::query("truncate alerts, alert_matches, alert_mails")
        .execute(pool)
        .await?;
    let apalis: Option<String> = sqlx::query_scalar("select to_regclass('apalis.jobs')::text")
        .fetch_one(pool)
        .await?;
    if apalis.is_some() {
        sqlx::query("delete from apalis.jobs where job_type = $1")
            .bind(kaamsetu_search::alerts::MAIL_QUEUE)
            .execute(pool)
            .await?;
    }
    Ok(())
}

/// How often a seeker's alert mails: 3 in 10 instant, 5 daily, 2 weekly.
fn frequency(i: usize) -> &'static str {
    match i % 10 {
        0..3 => "instant",
        3..8 => "daily",
        _ => "weekly",
    }
}

/// Inserts the alerts (twenty to an address), with progress; the seconds it took.
pub async fn insert(pool: &PgPool, searches: &[AlertSearch]) -> anyhow::Result<f64> {
    let started = Instant::now();
    for (b, chunk) in searches.chunks(BATCH).enumerate() {
        let first = b * BATCH;
        let mut emails = Vec::with_capacity(chunk.len());
        let mut names = Vec::with_capacity(chunk.len());
        let mut frequencies = Vec::with_capacity(chunk.len());
        let mut bodies = Vec::with_capacity(chunk.len());
        for (k, s) in chunk.iter().enumerate() {
            let i = first + k;
            emails.push(format!("seeker{}@bench.example.in", i / 20));
            let name: String = s
                .keyword
                .as_deref()
                .unwrap_or("All jobs")
                .chars()
                .take(100)
                .collect();
            names.push(name);
            frequencies.push(frequency(i));
            bodies.push(serde_json::to_value(s)?);
        }
        sqlx::query(
            "insert into alerts (email, name, frequency, search, confirmed_at) \
             select e, n, f, s, now() \
             from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) as t(e, n, f, s)",
        )
        .bind(&emails)
        .bind(&names)
        .bind(&frequencies)
        .bind(&bodies)
        .execute(pool)
        .await
        .context("inserting alerts")?;
        let done = first + chunk.len();
        if done % 100_000 < BATCH || done == searches.len() {
            eprintln!("  alerts {done:>9} / {}", searches.len());
        }
    }
    Ok(started.elapsed().as_secs_f64())
}

/// A confirmed alert (instant) for `word`, inserted after the others; its id.
async fn sentinel(pool: &PgPool, word: &str) -> anyhow::Result<uuid::Uuid> {
    let search = serde_json::json!({ "keyword": word });
    sqlx::query_scalar(
        "insert into alerts (email, name, frequency, search, confirmed_at) \
         values ('sentinel@bench.example.in', $1, 'instant', $2, now()) returning id",
    )
    .bind(word)
    .bind(search)
    .fetch_one(pool)
    .await
    .context("inserting the sentinel alert")
}

/// Whether the alert has a match.
async fn matched(pool: &PgPool, alert: uuid::Uuid) -> anyhow::Result<bool> {
    let n: i64 = sqlx::query_scalar("select count(*) from alert_matches where alert_id = $1")
        .bind(alert)
        .fetch_one(pool)
        .await?;
    Ok(n > 0)
}

/// Jobs made searchable that the matcher has not matched yet.
pub async fn feed_waiting(pool: &PgPool) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "select count(*) from alert_feed where seq > (select position from alert_matcher)",
    )
    .fetch_one(pool)
    .await?)
}

/// Waits until the matcher has matched every job made searchable; how long that took.
pub async fn caught_up(pool: &PgPool, timeout: Duration) -> anyhow::Result<Duration> {
    let started = Instant::now();
    loop {
        if feed_waiting(pool).await? == 0 {
            return Ok(started.elapsed());
        }
        anyhow::ensure!(
            started.elapsed() < timeout,
            "the alerts' matcher did not catch up within {} s",
            timeout.as_secs()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Matches written.
pub async fn matches(pool: &PgPool) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar("select count(*) from alert_matches")
        .fetch_one(pool)
        .await?)
}

/// The index lag measured again with alerts in the database, and the matcher's figures.
pub struct AlertsLag {
    pub alerts: usize,
    pub insert_secs: f64,
    /// From the alerts' commit until the matcher had read them all (a job matched the alert
    /// inserted last) and matched the feed.
    pub load_secs: f64,
    pub steady: crate::stats::Samples,
    pub burst: crate::stats::Samples,
    /// From the burst's last job found by search until the matcher had matched them all.
    pub catch_up_secs: f64,
    /// Matches written for the jobs posted (steady and burst).
    pub matches: i64,
}

/// How the lag is measured: jobs at a steady rate, then a burst.
pub struct LagPlan {
    pub steady: usize,
    pub rate: f64,
    pub burst: usize,
}

/// Puts `alerts` seekers' alerts in the database of the running stack, waits for the matcher
/// to read them, measures the lag as `plan` says, waits for the matcher to catch up, and
/// clears the alerts again (the bench database is reused).
pub async fn lag_with_alerts(
    pool: &PgPool,
    base: &str,
    employer: &reqwest::Client,
    (jobs, seed, alerts): (usize, u64, usize),
    plan: &LagPlan,
) -> anyhow::Result<AlertsLag> {
    clear(pool).await?;
    // A sample of the catalogue is enough to draw the alerts from (the same generator).
    let searches = crate::alerts_bench::seeker_alerts(jobs.min(200_000), seed, alerts);
    let insert_secs = insert(pool, &searches).await?;
    drop(searches);
    // Fresh statistics, as autovacuum keeps them on a table that grows day by day (a million
    // rows the planner believes absent make the matcher's joins crawl).
    sqlx::query("analyze alerts").execute(pool).await?;
    let t = Instant::now();
    // A last alert for a word no job has, and jobs with that word: once one matched it, the
    // matcher has read every alert (it reads them in the order they changed). A job matched
    // before the matcher read the alert is not matched again, so one is posted a second.
    let word = crate::lag::token();
    let sentinel = sentinel(pool, &word).await?;
    let mut n = 0;
    while !matched(pool, sentinel).await? {
        anyhow::ensure!(
            t.elapsed() < Duration::from_secs(900),
            "the alerts' matcher did not read the alerts within 900 s"
        );
        crate::lag::post(employer, base, &word, n).await?;
        n += 1;
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    caught_up(pool, Duration::from_secs(900)).await?;
    let load_secs = t.elapsed().as_secs_f64();
    eprintln!("bench: the matcher read {alerts} alerts in {load_secs:.0} s");
    let before = matches(pool).await?;
    let steady = crate::lag::measure(base, employer, plan.steady, 4, plan.rate).await?;
    eprintln!(
        "bench: steady lag with alerts p99 {:.0} ms",
        steady.pct_ms(99.0)
    );
    let burst = crate::lag::measure(base, employer, plan.burst, 16, 0.0).await?;
    eprintln!(
        "bench: burst lag with alerts p99 {:.0} ms",
        burst.pct_ms(99.0)
    );
    let catch_up_secs = caught_up(pool, Duration::from_secs(900))
        .await?
        .as_secs_f64();
    let matches = matches(pool).await? - before;
    eprintln!("bench: the matcher caught up {catch_up_secs:.1} s later ({matches} matches)");
    clear(pool).await?;
    Ok(AlertsLag {
        alerts,
        insert_secs,
        load_secs,
        steady,
        burst,
        catch_up_secs,
        matches,
    })
}
