//! The alerts worker: sends the mail tasks the indexer's matcher and digest command queue
//! (apalis, PostgreSQL, queue `kaamsetu.alerts`). Each task is one transaction: the alert is
//! locked, its unmailed matches of open jobs read, the mail sent, and exactly the matches it
//! counted marked mailed, so a failed send leaves everything owed for the retry.

use std::{convert::Infallible, sync::Arc, time::Duration};

use anyhow::Context as _;
use apalis::prelude::*;
use apalis_postgres::{Config as QueueConfig, PostgresStorage};
use kaamsetu_search::{
    alerts::{AlertMailTask, DIGEST_MAX_JOBS, MAIL_QUEUE, MailKind},
    catalog::AlertFrequency,
    telemetry::metrics::names,
};
use sqlx::PgPool;
use uuid::Uuid;

use crate::{
    alerts::{compose, tokens},
    config::Config,
    mail::Mailer,
    store::{self, alerts::MailRecord},
    workers::Workers,
};

/// What the worker needs beside the database: the transport and the links' origin and secret.
pub struct AlertMailer {
    pub mailer: Arc<Mailer>,
    /// `KAAMSETU_PUBLIC_ORIGIN`, without a trailing slash.
    pub origin: String,
    /// Signs the unsubscribe links (`KAAMSETU_SECRET`).
    pub secret: String,
}

impl AlertMailer {
    pub fn new(config: &Config, mailer: Arc<Mailer>) -> Self {
        Self {
            mailer,
            origin: config.public_origin.trim_end_matches('/').to_string(),
            secret: config.code_pepper.clone(),
        }
    }

    /// An alert's unsubscribe links: the web page a person opens from the mail (it asks for one
    /// press, so a mail scanner fetching the link stops nothing), and the RFC 8058 one-click URL
    /// of the `List-Unsubscribe` header, which mail providers POST to.
    pub fn unsubscribe_urls(&self, alert: Uuid) -> (String, String) {
        let token = tokens::unsubscribe_token(&self.secret, alert);
        (
            format!("{}/alerts/unsubscribe?token={token}", self.origin),
            format!("{}/api/alerts/unsubscribe?token={token}", self.origin),
        )
    }
}

/// What a task did.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A mail went out listing `listed` of `total` new jobs (all of them marked mailed).
    Sent { listed: usize, total: usize },
    /// Nothing was sent, and why.
    Skipped(&'static str),
}

fn record_kind(kind: MailKind) -> MailRecord {
    match kind {
        MailKind::Instant => MailRecord::Instant,
        MailKind::Digest => MailRecord::Digest,
    }
}

/// Sends one task's mail in one transaction (see the module). `message_id` names the mail for
/// good (the task's id): a send repeated after a crash between the send and the commit carries
/// the same `Message-ID`. An error rolls everything back.
pub async fn send_alert_mail(
    db: &PgPool,
    m: &AlertMailer,
    task: &AlertMailTask,
    message_id: &str,
) -> anyhow::Result<Outcome> {
    let mut tx = db
        .begin()
        .await
        .context("begin the alert mail's transaction")?;
    let Some(alert) = store::alerts::lock_for_mail(&mut tx, task.alert_id)
        .await
        .context("lock the alert")?
    else {
        return Ok(Outcome::Skipped("the alert was deleted"));
    };
    let wrong_kind = match task.kind {
        MailKind::Instant => alert.frequency != AlertFrequency::Instant,
        MailKind::Digest => alert.frequency == AlertFrequency::Instant,
    };
    let skip = if !alert.active {
        Some("the alert is paused")
    } else if !alert.confirmed {
        Some("the guest has not confirmed the alert")
    } else if alert.unsubscribed {
        Some("the alert was unsubscribed")
    } else if wrong_kind {
        Some("the alert's frequency changed since the task was queued")
    } else {
        None
    };
    let owed = match skip {
        Some(_) => vec![],
        None => store::alerts::unmailed_open_jobs(&mut tx, alert.id)
            .await
            .context("read the unmailed matches")?,
    };
    if owed.is_empty() {
        store::alerts::clear_pending(&mut tx, alert.id)
            .await
            .context("clear instant_pending")?;
        tx.commit().await.context("commit")?;
        return Ok(Outcome::Skipped(skip.unwrap_or("nothing new matched")));
    }
    let listed: Vec<Uuid> = owed.iter().take(DIGEST_MAX_JOBS).copied().collect();
    let jobs = store::alerts::jobs_in_order(&mut tx, &listed)
        .await
        .context("read the jobs")?;
    let (unsubscribe_url, one_click_url) = m.unsubscribe_urls(alert.id);
    let mail = compose::alert_mail(&compose::AlertMail {
        kind: task.kind,
        frequency: alert.frequency,
        to: &alert.email,
        alert_name: &alert.name,
        search: &alert.search,
        jobs: &jobs,
        total: owed.len(),
        origin: &m.origin,
        unsubscribe_url: &unsubscribe_url,
        one_click_url: &one_click_url,
        language: alert.language,
    });
    m.mailer
        .send(&mail, message_id)
        .await
        .context("send the alert mail")?;
    store::alerts::mark_mailed(&mut tx, alert.id, &owed)
        .await
        .context("mark the matches mailed")?;
    store::alerts::mark_sent(&mut tx, alert.id)
        .await
        .context("mark the alert sent")?;
    store::alerts::record_mail(
        &mut *tx,
        alert.id,
        record_kind(task.kind),
        jobs.len() as i32,
        true,
    )
    .await
    .context("record the mail")?;
    tx.commit().await.context("commit the alert mail")?;
    Ok(Outcome::Sent {
        listed: jobs.len(),
        total: owed.len(),
    })
}

/// The task's most attempts (apalis retries a failed task until then).
struct MaxAttempts(usize);

impl FromRequest<Task<AlertMailTask>> for MaxAttempts {
    type Error = Infallible;
    async fn from_request(task: &Task<AlertMailTask>) -> Result<Self, Infallible> {
        Ok(Self(task.ctx().max_attempts().unwrap_or(25)))
    }
}

async fn handle(
    task: AlertMailTask,
    id: TaskId,
    attempt: Attempt,
    max: MaxAttempts,
    m: Data<Arc<AlertMailer>>,
    pool: Data<PgPool>,
) -> Result<(), BoxDynError> {
    let alert = task.alert_id;
    let kind = match task.kind {
        MailKind::Instant => "instant",
        MailKind::Digest => "digest",
    };
    match send_alert_mail(&pool, &m, &task, &id.to_string()).await {
        Ok(Outcome::Sent { listed, total }) => {
            metrics::counter!(names::ALERT_MAILS_SENT, "kind" => kind).increment(1);
            tracing::info!(%alert, kind = ?task.kind, listed, total, "alert mail sent");
            Ok(())
        }
        Ok(Outcome::Skipped(why)) => {
            tracing::info!(%alert, kind = ?task.kind, why, "no alert mail");
            Ok(())
        }
        Err(e) => {
            metrics::counter!(names::ALERT_MAILS_FAILED, "kind" => kind).increment(1);
            if attempt.current() >= max.0 {
                tracing::error!(error = ?e, %alert, kind = ?task.kind, "alert mail given up");
                if let Err(e) =
                    store::alerts::record_mail(&*pool, alert, record_kind(task.kind), 0, false)
                        .await
                {
                    tracing::warn!(error = %e, %alert, "a given-up alert mail not recorded");
                }
            } else {
                tracing::warn!(error = ?e, %alert, kind = ?task.kind, "alert mail failed; will retry");
            }
            Err(e.into())
        }
    }
}

/// Runs the alerts worker for the life of the process under the supervisor (`/healthz`
/// `checks.workers.alerts`), like the mail worker.
pub fn spawn_worker(
    workers: &Workers,
    pool: PgPool,
    config: &Config,
    mailer: Arc<Mailer>,
) -> tokio::task::JoinHandle<()> {
    let m = Arc::new(AlertMailer::new(config, mailer));
    workers.supervise("alerts", move || run_worker(pool.clone(), m.clone()))
}

async fn run_worker(pool: PgPool, m: Arc<AlertMailer>) -> anyhow::Result<()> {
    crate::store::ping(&pool)
        .await
        .context("PostgreSQL does not answer")?;
    let cfg = QueueConfig::default()
        .queue(MAIL_QUEUE)
        .batch_size(10)
        .heartbeat_interval(Duration::from_secs(5));
    let backend = PostgresStorage::<AlertMailTask>::new(&pool)
        .with_config(cfg)
        .with_pubsub();
    let worker = WorkerBuilder::new(format!("alerts-{}", crate::security::random_name()))
        .backend(backend)
        .data(m)
        .data(pool)
        .build(handle);
    tracing::info!(queue = MAIL_QUEUE, "alerts worker running");
    worker
        .run()
        .await
        .map_err(|e| anyhow::anyhow!("alerts worker: {e}"))
}
