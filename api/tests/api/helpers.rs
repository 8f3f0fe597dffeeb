//! Typed helpers: a real app on a real PostgreSQL database (one per test) and real Redis
//! (one key prefix per test), reached over HTTP.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use kaamsetu_api::config::{Config, MailConfig};
use reqwest::{Client, Response, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

pub const PASSWORD: &str = "Secret#123";

pub struct TestApp {
    pub base: String,
    pub db: PgPool,
    pub config: Config,
    pub _data: tempfile::TempDir,
}

/// A config for tests: everything under a temp dir, a Redis prefix of its own.
pub fn test_config(data: &Path) -> Config {
    Config {
        database_url: String::new(),
        database_replica_url: None,
        redis_url: std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into()),
        addr: "127.0.0.1:0".parse().unwrap(),
        public_origin: "http://localhost".into(),
        cors_origins: vec![],
        data_dir: data.to_path_buf(),
        web_dir: data.join("web"),
        email_verification: true,
        mail: MailConfig::Dev {
            dir: data.join("mail"),
        },
        mail_from: "KaamSetu <no-reply@kaamsetu.in>".into(),
        code_pepper: "test-pepper".into(),
        redis_prefix: format!("test:{}:", uuid::Uuid::new_v4()),
        trust_proxy: true,
        status_mail_delay: std::time::Duration::from_secs(1),
        register_max_per_ip: 20,
        chat_llm: None,
        chat_per_session_per_min: 20,
        chat_per_ip_per_min: 60,
        job_posts_per_hour: 1000,
        job_posts_per_day: 1000,
        alerts_guest_per_ip_per_hour: 10,
        trust_rules: None,
        reports_per_ip_per_hour: 10,
        metrics_token: None,
    }
}

impl TestApp {
    pub async fn spawn(db: PgPool) -> Self {
        Self::spawn_with(db, |_| {}).await
    }

    /// Starts the app (with its mail and alerts workers) after adjusting the test config.
    pub async fn spawn_with(db: PgPool, adjust: impl FnOnce(&mut Config)) -> Self {
        Self::spawn_serving(db, adjust, kaamsetu_api::serve::ServeLimits::default()).await
    }

    /// Starts the app behind the server loop with the given limits.
    pub async fn spawn_serving(
        db: PgPool,
        adjust: impl FnOnce(&mut Config),
        limits: kaamsetu_api::serve::ServeLimits,
    ) -> Self {
        let data = tempfile::tempdir().unwrap();
        let mut config = test_config(data.path());
        adjust(&mut config);
        kaamsetu_api::migrate(&db).await.unwrap();
        let mailer = std::sync::Arc::new(kaamsetu_api::mail::Mailer::from_config(&config).unwrap());
        let state = kaamsetu_api::build_state(config.clone(), db.clone())
            .await
            .unwrap();
        kaamsetu_api::mail::spawn_worker(&state.workers, db.clone(), mailer.clone());
        kaamsetu_api::alerts::spawn_worker(&state.workers, db.clone(), &config, mailer);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(kaamsetu_api::serve::serve(
            listener,
            kaamsetu_api::app(state),
            limits,
            std::future::pending(),
        ));
        Self {
            base: format!("http://{addr}"),
            db,
            config,
            _data: data,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub fn mail_dir(&self) -> PathBuf {
        self.config.data_dir.join("mail")
    }

    /// A browser-like client with its own cookie jar.
    pub fn client(&self) -> Client {
        kaamsetu_api::chat::llm::install_crypto_provider();
        Client::builder().cookie_store(true).build().unwrap()
    }

    pub async fn post(&self, c: &Client, path: &str, body: Value) -> Response {
        c.post(self.url(path)).json(&body).send().await.unwrap()
    }

    pub async fn get(&self, c: &Client, path: &str) -> Response {
        c.get(self.url(path)).send().await.unwrap()
    }

    /// Waits for the newest mail to `email` and returns its 6-digit code.
    pub async fn code_for(&self, email: &str) -> String {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
        loop {
            if let Some(code) = newest_code(&self.mail_dir(), email) {
                return code;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no mail for {email} arrived"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Number of mails written to `email` so far.
    pub fn mails_to(&self, email: &str) -> usize {
        mails(&self.mail_dir(), email).len()
    }

    /// The texts of the mails written to `email` so far, oldest first.
    pub fn mail_texts_to(&self, email: &str) -> Vec<String> {
        mails(&self.mail_dir(), email)
            .into_iter()
            .map(|(_, t)| t)
            .collect()
    }

    /// Waits until `n` mails to `email` exist and returns the newest code.
    pub async fn nth_code_for(&self, email: &str, n: usize) -> String {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
        while self.mails_to(email) < n {
            assert!(
                tokio::time::Instant::now() < deadline,
                "mail {n} for {email} did not arrive"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        newest_code(&self.mail_dir(), email).unwrap()
    }

    /// Registers and verifies an account; returns the signed-in client and the user JSON.
    pub async fn signup(&self, role: &str, email: &str) -> (Client, Value) {
        let c = self.client();
        let mut body = json!({ "name": "Test User", "email": email, "password": PASSWORD,
                               "confirmPassword": PASSWORD, "role": role });
        if role == "employer" {
            body["companyName"] = json!("Test Pvt Ltd");
        }
        let r = self.post(&c, "/api/auth/register", body).await;
        assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
        let code = self.code_for(email).await;
        let r = self
            .post(
                &c,
                "/api/auth/verify-email-and-create",
                json!({ "email": email, "verificationCode": code }),
            )
            .await;
        assert_eq!(r.status(), StatusCode::CREATED);
        let v: Value = r.json().await.unwrap();
        (c, v["user"].clone())
    }

    /// Sets the interface language of the account `c` is signed in as (`PUT /api/users/language`).
    pub async fn choose_language(&self, c: &Client, language: &str) {
        let r = c
            .put(self.url("/api/users/language"))
            .json(&json!({ "language": language }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    }

    /// Logs in with a fresh client; returns it and the raw response status.
    pub async fn login(&self, email: &str, password: &str, role: &str) -> (Client, Response) {
        let c = self.client();
        let r = self
            .post(
                &c,
                "/api/auth/login",
                json!({ "email": email, "password": password, "loginType": role, "role": role }),
            )
            .await;
        (c, r)
    }
}

/// Inserts an application straight into the database (as the API would, with its snapshot of
/// the job), for tests that need one without the apply rules.
pub async fn insert_application(db: &PgPool, job: uuid::Uuid, applicant: uuid::Uuid, resume: &str) {
    sqlx::query(concat!(
        "insert into applications (job_id, applicant_id, resume, job_snapshot) \
         select $1, $2, $3, to_jsonb(r) from (",
        kaamsetu_search::job_select!(),
        "where j.id = $1) r"
    ))
    .bind(job)
    .bind(applicant)
    .bind(resume)
    .execute(db)
    .await
    .unwrap();
}

fn mails(dir: &Path, email: &str) -> Vec<(PathBuf, String)> {
    let mut out: Vec<(PathBuf, String)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
        .filter(|(_, t)| {
            t.lines()
                .any(|l| l.starts_with("To: ") && l.contains(email))
        })
        .collect();
    out.sort();
    out
}

/// The 6-digit code of a mail's text.
pub fn extract_code(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| l.len() == 6 && l.bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_string)
}

/// The code of the newest mail to `email`, its body decoded (a Hindi mail's is base64).
fn newest_code(dir: &Path, email: &str) -> Option<String> {
    mails(dir, email)
        .last()
        .and_then(|(_, t)| extract_code(&crate::alerts::parse_mail(t).text))
}

/// Reads a JSON body, asserting the status first.
/// The URL of the test's own database (for a command or a second pool on it).
pub async fn database_url(db: &PgPool) -> String {
    let name: String = sqlx::query_scalar("select current_database()")
        .fetch_one(db)
        .await
        .unwrap();
    let base = std::env::var("DATABASE_URL").unwrap();
    format!("{}/{name}", base.rsplit_once('/').unwrap().0)
}

pub async fn json_of(r: Response, status: StatusCode) -> Value {
    let got = r.status();
    let text = r.text().await.unwrap();
    assert_eq!(got, status, "body: {text}");
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

/// Asserts the error shape and returns the message.
pub async fn error_of(r: Response, status: StatusCode) -> Value {
    let v = json_of(r, status).await;
    assert_eq!(v["success"], json!(false), "{v}");
    assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    assert!(v["code"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    v
}
