//! Runtime configuration, read from the environment (see README "Configuration").

use std::{net::SocketAddr, path::PathBuf};

/// How outgoing mail leaves the process.
#[derive(Clone, Debug)]
pub enum MailConfig {
    /// Development: each message is written as an `.eml` file under `dir` and logged.
    Dev { dir: PathBuf },
    /// SMTP relay.
    Smtp {
        host: String,
        port: u16,
        username: Option<String>,
        password: Option<String>,
        tls: SmtpTls,
    },
}

/// Transport security towards the SMTP relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpTls {
    None,
    StartTls,
    Tls,
}

/// Everything the API process needs to start.
#[derive(Clone, Debug)]
pub struct Config {
    pub database_url: String,
    /// A streaming replica for reads that tolerate lag (anonymous search, job and employer
    /// pages); unset, they read the primary.
    pub database_replica_url: Option<String>,
    pub redis_url: String,
    pub addr: SocketAddr,
    /// The origin users reach the app at, e.g. `https://kaamsetu.in`; decides `Secure` cookies
    /// and which `Origin` headers are same-site.
    pub public_origin: String,
    /// Extra origins allowed for CORS with credentials (a separate front-end host).
    pub cors_origins: Vec<String>,
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
    pub email_verification: bool,
    pub mail: MailConfig,
    pub mail_from: String,
    /// Keys code hashes, so a database dump alone does not reveal codes.
    pub code_pepper: String,
    /// Prefix of every Redis key this process writes (tests use one per test).
    pub redis_prefix: String,
    /// Take the client address from `X-Forwarded-For` (only behind a trusted proxy).
    pub trust_proxy: bool,
    /// How long a status change waits before its mail goes out: a change undone within it
    /// sends nothing.
    pub status_mail_delay: std::time::Duration,
    /// Sign-ups allowed from one address per hour.
    pub register_max_per_ip: u64,
    /// The job assistant's optional language model (`CHAT_LLM_*`).
    pub chat_llm: Option<ChatLlm>,
    /// Chat messages allowed per conversation per minute.
    pub chat_per_session_per_min: u64,
    /// Chat messages allowed per client address per minute.
    pub chat_per_ip_per_min: u64,
    /// Jobs one employer may post in an hour, and in a day.
    pub job_posts_per_hour: u64,
    pub job_posts_per_day: u64,
    /// Guests' job alerts made from one client address per hour.
    pub alerts_guest_per_ip_per_hour: u64,
    /// Ops' scam-risk rules file (`KAAMSETU_TRUST_RULES`), read after the shipped table.
    pub trust_rules: Option<PathBuf>,
    /// Job reports one client address may send per hour.
    pub reports_per_ip_per_hour: u64,
    /// The bearer token that reads `/metrics` from anywhere (`KAAMSETU_METRICS_TOKEN`); without
    /// it only loopback requests that came through no proxy may.
    pub metrics_token: Option<String>,
}

/// A number from the environment variable `key`, or `default` when unset; a bad number is an
/// error naming the variable.
fn number<T: std::str::FromStr>(key: &str, default: T) -> anyhow::Result<T>
where
    T::Err: std::fmt::Display,
{
    match std::env::var(key).ok().filter(|v| !v.trim().is_empty()) {
        Some(v) => v.trim().parse().map_err(|e| anyhow::anyhow!("{key}: {e}")),
        None => Ok(default),
    }
}

/// An OpenAI-compatible chat-completions endpoint that phrases the assistant's replies.
#[derive(Clone, Debug)]
pub struct ChatLlm {
    /// The full URL of the chat completions call (`…/v1/chat/completions`).
    pub url: String,
    pub model: String,
    /// Sent as `Authorization: Bearer <key>` when set.
    pub key: Option<String>,
    /// Past this the built-in reply is sent (mode `fallback`).
    pub timeout: std::time::Duration,
}

impl Config {
    /// Reads the configuration from environment variables, with development defaults.
    pub fn from_env() -> anyhow::Result<Self> {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.trim().is_empty());
        let data_dir = PathBuf::from(var("KAAMSETU_DATA_DIR").unwrap_or_else(|| ".data".into()));
        let addr: SocketAddr = var("KAAMSETU_ADDR")
            .unwrap_or_else(|| "127.0.0.1:8080".into())
            .parse()
            .map_err(|e| anyhow::anyhow!("KAAMSETU_ADDR: {e}"))?;
        let mail = match var("SMTP_HOST") {
            Some(host) => MailConfig::Smtp {
                host,
                port: number("SMTP_PORT", 587)?,
                username: var("SMTP_USERNAME"),
                password: var("SMTP_PASSWORD"),
                tls: match var("SMTP_TLS").as_deref().unwrap_or("starttls") {
                    "none" => SmtpTls::None,
                    "tls" => SmtpTls::Tls,
                    "starttls" => SmtpTls::StartTls,
                    other => anyhow::bail!("SMTP_TLS must be none, starttls or tls, not {other}"),
                },
            },
            None => MailConfig::Dev {
                dir: var("KAAMSETU_MAIL_DIR")
                    .map(PathBuf::from)
                    .unwrap_or_else(|| data_dir.join("mail")),
            },
        };
        let code_pepper = match var("KAAMSETU_SECRET") {
            Some(s) => s,
            None => {
                tracing::warn!("KAAMSETU_SECRET is not set; using the development secret");
                "kaamsetu-development-secret".into()
            }
        };
        Ok(Self {
            database_url: var("DATABASE_URL")
                .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/kaamsetu".into()),
            database_replica_url: var("DATABASE_REPLICA_URL"),
            redis_url: var("REDIS_URL").unwrap_or_else(|| "redis://127.0.0.1:6379".into()),
            public_origin: var("KAAMSETU_PUBLIC_ORIGIN")
                .unwrap_or_else(|| format!("http://{addr}")),
            cors_origins: var("KAAMSETU_CORS_ORIGINS")
                .map(|v| v.split(',').map(|s| s.trim().to_string()).collect())
                .unwrap_or_default(),
            addr,
            web_dir: PathBuf::from(var("KAAMSETU_WEB_DIR").unwrap_or_else(|| "web/dist".into())),
            email_verification: var("KAAMSETU_EMAIL_VERIFICATION")
                .map(|v| !matches!(v.as_str(), "0" | "false" | "off" | "no"))
                .unwrap_or(true),
            mail,
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "KaamSetu <no-reply@kaamsetu.in>".into()),
            code_pepper,
            redis_prefix: var("KAAMSETU_REDIS_PREFIX").unwrap_or_else(|| "ks:".into()),
            trust_proxy: var("KAAMSETU_TRUST_PROXY").is_some_and(|v| v == "1" || v == "true"),
            status_mail_delay: std::time::Duration::from_secs(number(
                "KAAMSETU_STATUS_MAIL_DELAY_SECS",
                60,
            )?),
            register_max_per_ip: number("KAAMSETU_REGISTER_MAX_PER_IP", 20)?,
            chat_llm: match var("CHAT_LLM_URL") {
                None => None,
                Some(url) => Some(ChatLlm {
                    url,
                    model: var("CHAT_LLM_MODEL").unwrap_or_else(|| "default".into()),
                    key: var("CHAT_LLM_KEY"),
                    timeout: std::time::Duration::from_millis(number("CHAT_LLM_TIMEOUT_MS", 2500)?),
                }),
            },
            chat_per_session_per_min: number("KAAMSETU_CHAT_PER_SESSION_PER_MIN", 20)?,
            chat_per_ip_per_min: number("KAAMSETU_CHAT_PER_IP_PER_MIN", 60)?,
            job_posts_per_hour: number("KAAMSETU_JOB_POSTS_PER_HOUR", 30)?,
            job_posts_per_day: number("KAAMSETU_JOB_POSTS_PER_DAY", 100)?,
            alerts_guest_per_ip_per_hour: number("KAAMSETU_ALERTS_GUEST_PER_IP_PER_HOUR", 10)?,
            trust_rules: var("KAAMSETU_TRUST_RULES").map(PathBuf::from),
            reports_per_ip_per_hour: number("KAAMSETU_REPORTS_PER_IP_PER_HOUR", 10)?,
            metrics_token: var("KAAMSETU_METRICS_TOKEN").map(|t| t.trim().to_string()),
            data_dir,
        })
    }

    /// Where uploaded files are stored (outside the web root).
    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    /// Where the search index lives.
    pub fn index_dir(&self) -> PathBuf {
        self.data_dir.join("index")
    }

    /// Whether cookies must carry `Secure`.
    pub fn https(&self) -> bool {
        self.public_origin.starts_with("https://")
    }

    /// Whether mail goes to files (development), which replies report as `devMode`.
    pub fn dev_mail(&self) -> bool {
        matches!(self.mail, MailConfig::Dev { .. })
    }
}
