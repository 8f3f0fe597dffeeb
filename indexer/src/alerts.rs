//! Job alerts in the indexer: the matcher runs every job the indexer makes searchable through
//! the alerts' percolator, writes the matches in the transaction that advances its position in
//! the feed, and queues instant mails; the digest command queues the morning and Monday
//! digests. The API's alerts worker sends what is queued.

use std::{
    collections::{HashMap, HashSet},
    time::{Duration, Instant},
};

use anyhow::Context;
use apalis::prelude::TaskBuilder;
use chrono::{DateTime, Datelike, FixedOffset, TimeZone, Utc};
use kaamsetu_search::{
    alerts::{AlertMailTask, INSTANT_BATCH_SECS, MAIL_ATTEMPTS, MAIL_QUEUE, MailKind},
    catalog::AlertFrequency,
    percolate::{Percolator, Vocabulary},
    schema::JobRecord,
};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::outbox;

/// Feed entries matched per transaction at most.
pub const ROUND: i64 = 1000;
/// Matches a round stores, about: it ends after the feed entry that reaches this. A round is one
/// transaction that writes, and the outbox's followers wait for every such transaction older
/// than a row (`outbox::held`), so a long round held every node's indexing back: with a million
/// alerts, a round of 100 jobs stored 218,400 matches in 4.7 s, and posted jobs waited as long.
pub const ROUND_MATCHES: usize = 5_000;
/// Feed entries whose jobs a round reads from PostgreSQL at a time.
const JOBS_READ: usize = 100;
/// How often the alerts are read whole again (edits are read as they come; a deleted alert
/// leaves the percolator at the next whole read, and its matches are refused meanwhile).
const RELOAD_EVERY: Duration = Duration::from_secs(30 * 60);

/// Alerts read between two yields to the runtime (jobs matched: a tenth of it).
const YIELD_EVERY: usize = 1000;

/// Alerts read per query.
const PAGE: i64 = 10_000;

/// How far before the last change read the next read starts: a transaction that began
/// earlier (its `updated_at`) may commit after a later one was read.
const LATE_COMMIT: chrono::TimeDelta = chrono::TimeDelta::seconds(10);

/// The alerts' percolator, kept in step with the `alerts` table.
pub struct Matcher {
    percolator: Percolator,
    /// How long an instant mail waits after the first new match (what matches meanwhile goes
    /// in the same mail).
    instant_delay: Duration,
    /// The newest `updated_at` read.
    watermark: Option<DateTime<Utc>>,
    loaded_at: Option<Instant>,
}

impl Default for Matcher {
    fn default() -> Self {
        Self::new()
    }
}

impl Matcher {
    /// A matcher whose instant mails wait `INSTANT_BATCH_SECS`.
    pub fn new() -> Self {
        Self::with_instant_delay(Duration::from_secs(INSTANT_BATCH_SECS))
    }

    pub fn with_instant_delay(instant_delay: Duration) -> Self {
        Self {
            instant_delay,
            percolator: Percolator::new(),
            watermark: None,
            loaded_at: None,
        }
    }

    /// How many alerts it matches against.
    pub fn alerts(&self) -> usize {
        self.percolator.len()
    }

    /// Reads the alerts changed since the last read (all of them the first time, every half
    /// hour, and when removals left half the percolator unused).
    pub async fn refresh(&mut self, db: &PgPool, vocab: &impl Vocabulary) -> anyhow::Result<()> {
        let whole = self.loaded_at.is_none_or(|t| t.elapsed() >= RELOAD_EVERY)
            || self.percolator.garbage_share() > 0.5;
        if whole {
            self.percolator = Percolator::new();
            self.watermark = None;
            self.loaded_at = Some(Instant::now());
        }
        // Page by page, so a million alerts are never all in memory at once; from a little
        // before the last change read, as a transaction that began earlier may commit later
        // (reading an alert again changes nothing).
        let mut after = self.watermark.map(|w| (w - LATE_COMMIT, Uuid::nil()));
        loop {
            let rows = outbox::alerts_after(db, after, PAGE)
                .await
                .context("read alerts")?;
            for (i, a) in rows.iter().enumerate() {
                // Reading alerts is CPU: let the indexing loop and the other tasks of this
                // runtime run in between (a task woken meanwhile may wait in this worker's
                // slot that no other worker takes).
                if i % YIELD_EVERY == YIELD_EVERY - 1 {
                    tokio::task::yield_now().await;
                }
                if a.live {
                    if self.percolator.upsert(a.id, &a.search, vocab).is_err() {
                        tracing::warn!(alert_id = %a.id, "alert with an empty search left out");
                    }
                } else {
                    self.percolator.remove(a.id);
                }
                self.watermark = self.watermark.max(Some(a.updated_at));
            }
            match rows.last() {
                Some(last) if rows.len() as i64 == PAGE => after = Some((last.updated_at, last.id)),
                _ => break,
            }
        }
        if whole {
            tracing::info!(alerts = self.percolator.len(), "alerts read");
        }
        Ok(())
    }

    /// Matches the feed past the matcher's position until it is empty; returns the matches
    /// stored. Each round is one transaction: the matches, the instant mails queued and the
    /// new position commit together, so a crash repeats a round and loses nothing.
    pub async fn run(&mut self, db: &PgPool) -> anyhow::Result<usize> {
        let mut stored = 0;
        loop {
            let (n, more) = self.round(db).await?;
            stored += n;
            if !more {
                return Ok(stored);
            }
        }
    }

    /// One round: up to `ROUND` feed entries. (matches stored, whether entries were read)
    pub async fn round(&mut self, db: &PgPool) -> anyhow::Result<(usize, bool)> {
        let mut tx = db.begin().await?;
        let position = outbox::lock_matcher(&mut tx).await?;
        let feed = outbox::feed_after(&mut tx, position, ROUND).await?;
        if feed.is_empty() {
            return Ok((0, false));
        }
        let (mut alerts, mut matched_jobs) = (Vec::new(), Vec::new());
        // The feed in order, each job once, until the matches reach `ROUND_MATCHES`: the round
        // ends after that entry, and the next takes the rest. The jobs are read a part of the
        // feed at a time, so a round that ends early has not read the jobs it leaves.
        let (mut last, mut done, mut matched) = (feed[0].0, HashSet::new(), 0);
        'feed: for part in feed.chunks(JOBS_READ) {
            let mut ids: Vec<Uuid> = part
                .iter()
                .map(|(_, j)| *j)
                .filter(|j| !done.contains(j))
                .collect();
            ids.sort_unstable();
            ids.dedup();
            let jobs = outbox::open_jobs(&mut tx, &ids).await?;
            let by_id: HashMap<Uuid, &JobRecord> = jobs.iter().map(|j| (j.id, j)).collect();
            for &(seq, id) in part {
                if alerts.len() >= ROUND_MATCHES {
                    break 'feed;
                }
                last = seq;
                // Closed or held since, or matched earlier in this round: nothing to match.
                let Some(job) = by_id.get(&id) else {
                    continue;
                };
                if !done.insert(id) {
                    continue;
                }
                matched += 1;
                if matched % (YIELD_EVERY / 10) == 0 {
                    tokio::task::yield_now().await;
                }
                for a in self.percolator.matches(job) {
                    alerts.push(a);
                    matched_jobs.push(id);
                }
            }
        }
        let mut new = outbox::insert_matches(&mut tx, &alerts, &matched_jobs).await?;
        let stored = new.len();
        // Counted once committed (below): a round that fails is repeated, not counted twice.
        new.sort_unstable();
        new.dedup();
        let instant = outbox::claim_instant(&mut tx, &new).await?;
        queue_mails(&mut tx, &instant, MailKind::Instant, self.instant_delay).await?;
        outbox::advance_matcher(&mut tx, last).await?;
        tx.commit().await?;
        metrics::counter!(kaamsetu_search::telemetry::metrics::names::ALERT_MATCHES)
            .increment(stored as u64);
        if stored > 0 {
            tracing::info!(
                jobs = matched,
                matches = stored,
                instant = instant.len(),
                "alerts matched"
            );
        }
        Ok((stored, true))
    }
}

/// Queues one mail task per alert on the alerts' queue, inside the caller's transaction.
pub async fn queue_mails(
    conn: &mut PgConnection,
    alerts: &[Uuid],
    kind: MailKind,
    delay: Duration,
) -> anyhow::Result<()> {
    if alerts.is_empty() {
        return Ok(());
    }
    let tasks = alerts
        .iter()
        .map(|&alert_id| {
            let data = serde_json::to_vec(&AlertMailTask { alert_id, kind })?;
            let mut t = TaskBuilder::new(data).max_attempts(MAIL_ATTEMPTS);
            if !delay.is_zero() {
                t = t.run_after(delay);
            }
            Ok(t.build())
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    apalis_postgres::queries::push_tasks(conn, MAIL_QUEUE, tasks)
        .await
        .context("queue alert mails")?;
    Ok(())
}

/// India's time (UTC+05:30), in which digests go out at 08:00.
fn ist() -> FixedOffset {
    FixedOffset::east_opt(5 * 3600 + 1800).expect("a valid offset")
}

/// The start of the digest period `now` falls in: today's 08:00 IST (yesterday's before
/// 08:00) for daily digests, the last Monday 08:00 IST for weekly ones.
pub fn period_start(frequency: AlertFrequency, now: DateTime<Utc>) -> DateTime<Utc> {
    let local = now.with_timezone(&ist());
    let eight = |d: chrono::NaiveDate| {
        ist()
            .from_local_datetime(&d.and_hms_opt(8, 0, 0).expect("08:00 exists"))
            .single()
            .expect("IST has no gaps")
            .with_timezone(&Utc)
    };
    let mut day = local.date_naive();
    if local.time() < chrono::NaiveTime::from_hms_opt(8, 0, 0).expect("08:00 exists") {
        day = day.pred_opt().expect("a day before");
    }
    if frequency == AlertFrequency::Weekly {
        let back = day.weekday().num_days_from_monday();
        day = day
            .checked_sub_days(chrono::Days::new(u64::from(back)))
            .expect("a Monday before");
    }
    eight(day)
}

/// Alerts one transaction of [`queue_digests`] looks at. At a million alerts (a third of them
/// daily) the claim took 9.1 s as one statement, and a transaction that long holds back every
/// node's indexing (`outbox::held`); in batches of 2,000 it took 12.8 s, none over 125 ms.
pub const DIGEST_BATCH: i64 = 2_000;

/// Queues the digests due at `now` for alerts of `frequency`; how many. Idempotent within a
/// period: an alert whose digest was queued since the period began is skipped.
pub async fn queue_digests(
    db: &PgPool,
    frequency: AlertFrequency,
    now: DateTime<Utc>,
) -> anyhow::Result<usize> {
    queue_digests_by(db, frequency, now, DIGEST_BATCH).await
}

/// [`queue_digests`], looking at `batch` alerts a transaction, in id order: each batch's
/// claimed alerts and their mails are committed together, so a stop between batches leaves the
/// rest due for the next call.
pub async fn queue_digests_by(
    db: &PgPool,
    frequency: AlertFrequency,
    now: DateTime<Utc>,
    batch: i64,
) -> anyhow::Result<usize> {
    anyhow::ensure!(
        frequency != AlertFrequency::Instant,
        "instant alerts have no digest"
    );
    anyhow::ensure!(batch > 0, "a batch claims at least one alert");
    let start = period_start(frequency, now);
    let mut after = Uuid::nil();
    let mut queued = 0;
    loop {
        let mut tx = db.begin().await?;
        let part =
            outbox::claim_digests(&mut tx, frequency.as_str(), start, now, after, batch).await?;
        queue_mails(&mut tx, &part.claimed, MailKind::Digest, Duration::ZERO).await?;
        tx.commit().await?;
        queued += part.claimed.len();
        match part.next_after {
            Some(last) => after = last,
            None => break,
        }
    }
    if queued > 0 {
        tracing::info!(
            frequency = frequency.as_str(),
            alerts = queued,
            "digests queued"
        );
    }
    Ok(queued)
}

/// Options of `kaamsetu-indexer alerts digest`.
#[derive(clap::Args)]
pub struct DigestArgs {
    /// `daily` or `weekly`.
    #[arg(long)]
    pub frequency: String,
    /// The time to act as (RFC 3339, e.g. 2026-11-30T08:00:00+05:30); now by default.
    #[arg(long)]
    pub now: Option<String>,
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/kaamsetu"
    )]
    pub database_url: String,
}

/// `kaamsetu-indexer alerts digest`: queues the digests due (the worker does it on schedule).
pub async fn digest_command(args: DigestArgs) -> anyhow::Result<()> {
    let frequency = match args.frequency.as_str() {
        "daily" => AlertFrequency::Daily,
        "weekly" => AlertFrequency::Weekly,
        other => anyhow::bail!("--frequency must be daily or weekly, not {other}"),
    };
    let now = match &args.now {
        Some(s) => DateTime::parse_from_rfc3339(s)
            .with_context(|| format!("--now {s} is not an RFC 3339 time"))?
            .with_timezone(&Utc),
        None => Utc::now(),
    };
    let db = crate::db::connect(&args.database_url).await?;
    let n = queue_digests(&db, frequency, now).await?;
    println!(
        "{n} {} digests queued (period from {})",
        frequency.as_str(),
        period_start(frequency, now).with_timezone(&ist())
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn digest_periods_start_at_eight_in_india() {
        let daily = |now| period_start(AlertFrequency::Daily, at(now));
        assert_eq!(
            daily("2026-11-26T08:00:00+05:30"),
            at("2026-11-26T08:00:00+05:30")
        );
        assert_eq!(
            daily("2026-11-26T23:59:00+05:30"),
            at("2026-11-26T08:00:00+05:30")
        );
        assert_eq!(
            daily("2026-11-26T07:59:00+05:30"),
            at("2026-11-25T08:00:00+05:30")
        );
        // 2026-11-30 is a Monday.
        let weekly = |now| period_start(AlertFrequency::Weekly, at(now));
        assert_eq!(
            weekly("2026-11-30T08:00:00+05:30"),
            at("2026-11-30T08:00:00+05:30")
        );
        assert_eq!(
            weekly("2026-12-05T12:00:00+05:30"),
            at("2026-11-30T08:00:00+05:30")
        );
        assert_eq!(
            weekly("2026-11-30T07:00:00+05:30"),
            at("2026-11-23T08:00:00+05:30")
        );
    }
}
