//! Outgoing mail: enqueued as an apalis job in the caller's transaction, sent by a worker
//! through lettre (SMTP, or `.eml` files in development).

use std::{path::PathBuf, sync::Arc, time::Duration};

use apalis::prelude::*;
use apalis_postgres::{Config as QueueConfig, PostgresStorage};
use kaamsetu_search::catalog::{ApplicationStatus, Language};
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{
        Mailbox, MultiPart,
        header::{ContentType, HeaderName, HeaderValue},
    },
    transport::smtp::authentication::Credentials,
};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use anyhow::Context as _;

use crate::{
    config::{Config, MailConfig, SmtpTls},
    workers::Workers,
};
use kaamsetu_search::telemetry::metrics::names;

/// The apalis queue name of mail jobs.
pub const QUEUE: &str = "kaamsetu.mail";

/// One message to send: plain text, with an HTML alternative when `html` is set.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MailJob {
    pub to: String,
    pub subject: String,
    /// The plain text.
    pub body: String,
    /// The same message as HTML: sent as `multipart/alternative` beside the text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// A one-click unsubscribe URL: sent as `List-Unsubscribe: <url>` with
    /// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_unsubscribe: Option<String>,
    /// A guest's job alert this mail asks to confirm: recorded in `alert_mails` once sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirms_alert: Option<Uuid>,
    /// Sent only if the application still has this status and its applicant has not been
    /// told of it (a status mail).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only_if: Option<StatusCondition>,
}

/// The condition of a status mail.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StatusCondition {
    pub application_id: Uuid,
    pub status: ApplicationStatus,
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
    metrics::counter!(names::MAIL_QUEUED).increment(1);
    Ok(())
}

/// What an applicant reads when an employer changes their application's status.
pub struct StatusMail<'a> {
    pub application_id: Uuid,
    pub to: &'a str,
    pub name: &'a str,
    pub job_title: &'a str,
    pub company: &'a str,
    pub status: ApplicationStatus,
    /// Where the applicant tracks applications (absolute URL).
    pub dashboard_url: &'a str,
    /// The applicant's interface language: the mail is written in it.
    pub language: Language,
}

/// The text of a status mail, in the applicant's language.
pub fn status_mail(m: StatusMail<'_>) -> MailJob {
    if m.language == Language::Hi {
        return status_mail_hindi(m);
    }
    let next = match m.status {
        ApplicationStatus::InReview => "The employer is now reviewing your application.",
        ApplicationStatus::Accepted => {
            "Congratulations! The employer has accepted your application and may contact you soon."
        }
        ApplicationStatus::Rejected => {
            "The employer has decided not to go ahead this time. New jobs are posted every day: keep applying."
        }
        ApplicationStatus::Applied => {
            "Your application is back with the employer as a new application."
        }
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
            status: m.status,
        }),
        ..MailJob::default()
    }
}

/// A status mail in Hindi (issue 30): the job's title and company as the employer wrote them.
fn status_mail_hindi(m: StatusMail<'_>) -> MailJob {
    let status = match m.status {
        ApplicationStatus::Applied => "नया आवेदन",
        ApplicationStatus::InReview => "समीक्षा में",
        ApplicationStatus::Accepted => "स्वीकृत",
        ApplicationStatus::Rejected => "अस्वीकृत",
    };
    let next = match m.status {
        ApplicationStatus::InReview => "एम्प्लॉयर अब आपका आवेदन देख रहे हैं।",
        ApplicationStatus::Accepted => {
            "बधाई हो! एम्प्लॉयर ने आपका आवेदन स्वीकार कर लिया है और जल्द ही आपसे संपर्क कर सकते हैं।"
        }
        ApplicationStatus::Rejected => {
            "एम्प्लॉयर ने इस बार आगे न बढ़ने का फ़ैसला किया है। हर दिन नई नौकरियां आती हैं: आवेदन करते रहिए।"
        }
        ApplicationStatus::Applied => "आपका आवेदन फिर से एम्प्लॉयर के पास नए आवेदन के रूप में है।",
    };
    MailJob {
        to: m.to.to_string(),
        subject: format!("{} के लिए आपका आवेदन: {status}", m.job_title),
        body: format!(
            "नमस्ते {},\r\n\r\n{} में {} के लिए आपके आवेदन की स्थिति अब है: {status}।\r\n\r\n{next}\r\n\r\n\
             अपने सभी आवेदन यहां देखें: {}\r\n\r\n- टीम KaamSetu\r\n",
            m.name, m.company, m.job_title, m.dashboard_url
        ),
        only_if: Some(StatusCondition {
            application_id: m.application_id,
            status: m.status,
        }),
        ..MailJob::default()
    }
}

/// The text of a code e-mail, in the language of the browser that asked for it.
pub fn code_mail(to: &str, code: &str, purpose: CodeMail, language: Language) -> MailJob {
    if language == Language::Hi {
        return code_mail_hindi(to, code, purpose);
    }
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
        ..MailJob::default()
    }
}

/// A code e-mail in Hindi (issue 30).
fn code_mail_hindi(to: &str, code: &str, purpose: CodeMail) -> MailJob {
    let (subject, what) = match purpose {
        CodeMail::VerifyEmail => (
            "KaamSetu के लिए अपना ईमेल सत्यापित करें",
            "अपना ईमेल सत्यापित करके KaamSetu अकाउंट बनाने के लिए यह कोड डालें",
        ),
        CodeMail::ResetPassword => (
            "अपना KaamSetu पासवर्ड दोबारा सेट करें",
            "अपना KaamSetu पासवर्ड दोबारा सेट करने के लिए यह कोड डालें",
        ),
    };
    MailJob {
        to: to.to_string(),
        subject: subject.to_string(),
        body: format!(
            "नमस्ते,\r\n\r\n{what}:\r\n\r\n    {code}\r\n\r\n\
             यह कोड 10 मिनट तक ही चलेगा।\r\n\
             अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।\r\n\r\n\
             - टीम KaamSetu\r\n"
        ),
        ..MailJob::default()
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

    /// Builds and sends one message. `id` names the message for good (its queue task): a send
    /// repeated after a crash (the mail went out, the task was not yet marked done) carries the
    /// same `Message-ID`, so mail clients show it once, and in development it is not written
    /// twice.
    pub async fn send(&self, job: &MailJob, id: &str) -> anyhow::Result<()> {
        let host = self.from.email.domain().to_string();
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(job.to.parse()?)
            .subject(&job.subject)
            .message_id(Some(format!("<{id}@{host}>")));
        if let Some(url) = &job.list_unsubscribe {
            // Pre-encoded: a URL is printable ASCII without spaces (checked), so nothing can be
            // folded into it or injected after it.
            anyhow::ensure!(
                url.bytes()
                    .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>'),
                "an unsubscribe URL must be printable ASCII"
            );
            let value = format!("<{url}>");
            builder = builder
                .raw_header(HeaderValue::dangerous_new_pre_encoded(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    value.clone(),
                    value,
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        let msg = match &job.html {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(
                job.body.clone(),
                html.clone(),
            ))?,
            None => builder
                .header(ContentType::TEXT_PLAIN)
                .body(job.body.clone())?,
        };
        match &self.transport {
            Transport::Dev(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                let suffix = format!("-{id}.eml");
                let mut entries = tokio::fs::read_dir(dir).await?;
                while let Some(e) = entries.next_entry().await? {
                    if e.file_name().to_string_lossy().ends_with(&suffix) {
                        tracing::info!(to = %job.to, file = %e.path().display(),
                            "dev mail already written (a repeated send)");
                        return Ok(());
                    }
                }
                let name = format!("{}{suffix}", chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"),);
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
    id: TaskId,
    mailer: Data<Arc<Mailer>>,
    pool: Data<PgPool>,
) -> Result<(), BoxDynError> {
    let id = id.to_string();
    let failed = |e: anyhow::Error| -> BoxDynError {
        metrics::counter!(names::MAIL_FAILED).increment(1);
        tracing::warn!(error = %e, to = %job.to, "mail send failed; will retry");
        e.into()
    };
    let Some(cond) = &job.only_if else {
        mailer.send(&job, &id).await.map_err(failed)?;
        metrics::counter!(names::MAIL_SENT).increment(1);
        if let Some(alert) = job.confirms_alert
            && let Err(e) = crate::store::alerts::record_mail(
                &*pool,
                alert,
                crate::store::alerts::MailRecord::Confirm,
                0,
                true,
            )
            .await
        {
            tracing::warn!(error = %e, %alert, "alert confirmation mail sent but not recorded");
        }
        return Ok(());
    };
    // The claim and the send succeed together or not at all: a failed send rolls the claim
    // back and the retry finds the mail still owed.
    let mut tx = pool.begin().await?;
    if !crate::store::applications::claim_status_mail(&mut tx, cond.application_id, cond.status)
        .await?
    {
        tracing::info!(application_id = %cond.application_id, status = %cond.status,
            "status mail not sent: the status changed again or was already told");
        return Ok(());
    }
    mailer.send(&job, &id).await.map_err(failed)?;
    metrics::counter!(names::MAIL_SENT).increment(1);
    tx.commit().await?;
    Ok(())
}

/// Runs the mail worker (sign-up and reset codes, status mails) for the life of the process,
/// under the supervisor: when PostgreSQL drops its connections the worker stops, is reported
/// down, and starts again with back-off once the database answers.
pub fn spawn_worker(
    workers: &Workers,
    pool: PgPool,
    mailer: Arc<Mailer>,
) -> tokio::task::JoinHandle<()> {
    workers.supervise("mail", move || run_worker(pool.clone(), mailer.clone()))
}

async fn run_worker(pool: PgPool, mailer: Arc<Mailer>) -> anyhow::Result<()> {
    // Fail fast while the database is away, so the supervisor's back-off paces the retries.
    crate::store::ping(&pool)
        .await
        .context("PostgreSQL does not answer")?;
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
    tracing::info!(queue = QUEUE, "mail worker running");
    worker
        .run()
        .await
        .map_err(|e| anyhow::anyhow!("mail worker: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A task run again (the API killed mid-send) must not send its mail twice: a repeated send
    /// of one task writes one mail, with one Message-ID.
    #[tokio::test]
    async fn a_repeated_send_of_one_task_is_one_mail() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = Mailer {
            from: "KaamSetu <no-reply@kaamsetu.in>".parse().unwrap(),
            transport: Transport::Dev(dir.path().to_path_buf()),
        };
        let job = code_mail(
            "asha@example.in",
            "123456",
            CodeMail::VerifyEmail,
            Language::En,
        );
        mailer.send(&job, "01JTASK").await.unwrap();
        mailer.send(&job, "01JTASK").await.unwrap();
        mailer.send(&job, "01JOTHER").await.unwrap();
        let files: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect();
        assert_eq!(files.len(), 2);
        assert!(
            files
                .iter()
                .any(|f| f.contains("Message-ID: <01JTASK@kaamsetu.in>")),
            "{files:?}"
        );
    }

    #[tokio::test]
    async fn an_html_mail_is_multipart_alternative_with_the_one_click_unsubscribe() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = Mailer {
            from: "KaamSetu <no-reply@kaamsetu.in>".parse().unwrap(),
            transport: Transport::Dev(dir.path().to_path_buf()),
        };
        let job = MailJob {
            to: "asha@example.in".into(),
            subject: "2 new jobs for \"Delhi drivers\"".into(),
            body: "Namaste,\n₹2,40,000 per year\n".into(),
            html: Some("<p>₹2,40,000 per year</p>".into()),
            list_unsubscribe: Some("https://kaamsetu.in/api/alerts/unsubscribe?token=abc".into()),
            ..MailJob::default()
        };
        mailer.send(&job, "01JALERT").await.unwrap();
        let file = std::fs::read_dir(dir.path())
            .unwrap()
            .next()
            .unwrap()
            .unwrap();
        let text = std::fs::read_to_string(file.path()).unwrap();
        assert!(
            text.contains("Content-Type: multipart/alternative;"),
            "{text}"
        );
        assert!(
            text.contains("Content-Type: text/plain; charset=utf-8"),
            "{text}"
        );
        assert!(
            text.contains("Content-Type: text/html; charset=utf-8"),
            "{text}"
        );
        assert!(
            text.contains(
                "List-Unsubscribe: <https://kaamsetu.in/api/alerts/unsubscribe?token=abc>\r\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"),
            "{text}"
        );
        // A URL that could break the header is refused, never sent.
        let bad = MailJob {
            list_unsubscribe: Some("https://x.in/u\r\nBcc: eve@x.in".into()),
            ..job
        };
        assert!(mailer.send(&bad, "01JBAD").await.is_err());
    }
}
