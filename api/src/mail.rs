//! Outgoing mail: enqueued as an apalis job in the caller's transaction, sent by a worker
//! through lettre (SMTP, or `.eml` files in development).

use std::{path::PathBuf, sync::Arc, time::Duration};

use apalis::prelude::*;
use apalis_postgres::{Config as QueueConfig, PostgresStorage};
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, header::ContentType},
    transport::smtp::authentication::Credentials,
};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::config::{Config, MailConfig, SmtpTls};

/// The apalis queue name of mail jobs.
pub const QUEUE: &str = "kaamsetu.mail";

/// One message to send. Plain text only.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MailJob {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// Sent only if the application still has this status and its applicant has not been
    /// told of it (a status mail).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only_if: Option<StatusCondition>,
}

/// The condition of a status mail.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StatusCondition {
    pub application_id: Uuid,
    pub status: String,
}

/// Queues a message inside the caller's transaction: it is sent only if the action commits.
pub async fn enqueue(conn: &mut PgConnection, job: &MailJob) -> anyhow::Result<()> {
    enqueue_after(conn, job, Duration::ZERO).await
}

/// Queues a message to be sent after `delay`, inside the caller's transaction.
pub async fn enqueue_after(
    conn: &mut PgConnection,
    job: &MailJob,
    delay: Duration,
) -> anyhow::Result<()> {
    let mut task = TaskBuilder::new(serde_json::to_vec(job)?).max_attempts(8);
    if !delay.is_zero() {
        task = task.run_after(delay);
    }
    apalis_postgres::queries::push_tasks(conn, QUEUE, vec![task.build()]).await?;
    Ok(())
}

/// What an applicant reads when an employer changes their application's status.
pub struct StatusMail<'a> {
    pub application_id: Uuid,
    pub to: &'a str,
    pub name: &'a str,
    pub job_title: &'a str,
    pub company: &'a str,
    pub status: &'a str,
    /// Where the applicant tracks applications (absolute URL).
    pub dashboard_url: &'a str,
}

/// The text of a status mail.
pub fn status_mail(m: StatusMail<'_>) -> MailJob {
    let next = match m.status {
        "In Review" => "The employer is now reviewing your application.",
        "Accepted" => {
            "Congratulations! The employer has accepted your application and may contact you soon."
        }
        "Rejected" => {
            "The employer has decided not to go ahead this time. New jobs are posted every day: keep applying."
        }
        _ => "Your application is back with the employer as a new application.",
    };
    MailJob {
        to: m.to.to_string(),
        subject: format!("Your application for {} is now {}", m.job_title, m.status),
        body: format!(
            "Namaste {},\r\n\r\nYour application for {} at {} is now: {}.\r\n\r\n{next}\r\n\r\n\
             See all your applications: {}\r\n\r\n- Team KaamSetu\r\n",
            m.name, m.job_title, m.company, m.status, m.dashboard_url
        ),
        only_if: Some(StatusCondition {
            application_id: m.application_id,
            status: m.status.to_string(),
        }),
    }
}

/// The text of a code e-mail.
pub fn code_mail(to: &str, code: &str, purpose: CodeMail) -> MailJob {
    let (subject, what) = match purpose {
        CodeMail::VerifyEmail => (
            "Verify your email for KaamSetu",
            "Use this code to verify your email and create your KaamSetu account",
        ),
        CodeMail::ResetPassword => (
            "Reset your KaamSetu password",
            "Use this code to reset your KaamSetu password",
        ),
    };
    MailJob {
        to: to.to_string(),
        subject: subject.to_string(),
        only_if: None,
        body: format!(
            "Namaste,\r\n\r\n{what}:\r\n\r\n    {code}\r\n\r\n\
             The code expires in 10 minutes.\r\n\
             If you did not ask for it, you can ignore this message.\r\n\r\n\
             - Team KaamSetu\r\n"
        ),
    }
}

/// Which code e-mail to write.
#[derive(Clone, Copy)]
pub enum CodeMail {
    VerifyEmail,
    ResetPassword,
}

enum Transport {
    Dev(PathBuf),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

/// Sends `MailJob`s through the configured transport.
pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

impl Mailer {
    pub fn from_config(cfg: &Config) -> anyhow::Result<Self> {
        let transport = match &cfg.mail {
            MailConfig::Dev { dir } => Transport::Dev(dir.clone()),
            MailConfig::Smtp {
                host,
                port,
                username,
                password,
                tls,
            } => {
                let mut b = match tls {
                    SmtpTls::None => {
                        AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host.as_str())
                    }
                    SmtpTls::StartTls => {
                        AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)?
                    }
                    SmtpTls::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(host)?,
                }
                .port(*port)
                .timeout(Some(Duration::from_secs(20)));
                if let (Some(u), Some(p)) = (username, password) {
                    b = b.credentials(Credentials::new(u.clone(), p.clone()));
                }
                Transport::Smtp(b.build())
            }
        };
        Ok(Self {
            from: cfg.mail_from.parse()?,
            transport,
        })
    }

    /// Builds and sends one message.
    pub async fn send(&self, job: &MailJob) -> anyhow::Result<()> {
        let msg = Message::builder()
            .from(self.from.clone())
            .to(job.to.parse()?)
            .subject(&job.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(job.body.clone())?;
        match &self.transport {
            Transport::Dev(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                let name = format!(
                    "{}-{}.eml",
                    chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"),
                    crate::security::random_name()
                );
                let path = dir.join(name);
                let tmp = path.with_extension("tmp");
                tokio::fs::write(&tmp, msg.formatted()).await?;
                tokio::fs::rename(&tmp, &path).await?;
                // Development only; the code stays in the file, never in the log.
                tracing::info!(to = %job.to, subject = %job.subject, file = %path.display(),
                    "dev mail written (open the file for the code)");
            }
            Transport::Smtp(t) => {
                t.send(msg).await?;
                tracing::info!(to = %job.to, subject = %job.subject, "mail sent");
            }
        }
        Ok(())
    }
}

async fn send_mail(
    job: MailJob,
    mailer: Data<Arc<Mailer>>,
    pool: Data<PgPool>,
) -> Result<(), BoxDynError> {
    let failed = |e: anyhow::Error| -> BoxDynError {
        tracing::warn!(error = %e, to = %job.to, "mail send failed; will retry");
        e.into()
    };
    let Some(cond) = &job.only_if else {
        return mailer.send(&job).await.map_err(failed);
    };
    // The claim and the send succeed together or not at all: a failed send rolls the claim
    // back and the retry finds the mail still owed.
    let mut tx = pool.begin().await?;
    if !crate::store::applications::claim_status_mail(&mut tx, cond.application_id, &cond.status)
        .await?
    {
        tracing::info!(application_id = %cond.application_id, status = %cond.status,
            "status mail not sent: the status changed again or was already told");
        return Ok(());
    }
    mailer.send(&job).await.map_err(failed)?;
    tx.commit().await?;
    Ok(())
}

/// Runs the mail worker until the process ends.
pub fn spawn_worker(pool: PgPool, mailer: Arc<Mailer>) -> tokio::task::JoinHandle<()> {
    let cfg = QueueConfig::default()
        .queue(QUEUE)
        .batch_size(10)
        .heartbeat_interval(Duration::from_secs(5));
    let backend = PostgresStorage::<MailJob>::new(&pool)
        .with_config(cfg)
        .with_pubsub();
    let worker = WorkerBuilder::new(format!("mail-{}", crate::security::random_name()))
        .backend(backend)
        .data(mailer)
        .data(pool)
        .build(send_mail);
    tokio::spawn(async move {
        if let Err(e) = worker.run().await {
            tracing::error!(error = %e, "mail worker stopped");
        }
    })
}
