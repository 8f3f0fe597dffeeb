//! Mail through real SMTP: a local listener speaks the protocol and receives the code.

use std::sync::{Arc, Mutex};

use kaamsetu_api::config::{MailConfig, SmtpTls};
use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

use crate::helpers::*;

/// A minimal SMTP server that accepts every message and keeps its DATA.
async fn smtp_listener() -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let inbox = Arc::new(Mutex::new(Vec::new()));
    let store = inbox.clone();
    tokio::spawn(async move {
        loop {
            let (sock, _) = listener.accept().await.unwrap();
            let store = store.clone();
            tokio::spawn(async move {
                let (r, mut w) = sock.into_split();
                let mut lines = BufReader::new(r).lines();
                w.write_all(b"220 test ESMTP\r\n").await.unwrap();
                while let Ok(Some(line)) = lines.next_line().await {
                    let cmd = line.to_ascii_uppercase();
                    if cmd.starts_with("EHLO") || cmd.starts_with("HELO") {
                        w.write_all(b"250-test\r\n250 8BITMIME\r\n").await.unwrap();
                    } else if cmd.starts_with("DATA") {
                        w.write_all(b"354 go ahead\r\n").await.unwrap();
                        let mut data = String::new();
                        while let Ok(Some(l)) = lines.next_line().await {
                            if l == "." {
                                break;
                            }
                            data.push_str(&l);
                            data.push('\n');
                        }
                        store.lock().unwrap().push(data);
                        w.write_all(b"250 queued\r\n").await.unwrap();
                    } else if cmd.starts_with("QUIT") {
                        w.write_all(b"221 bye\r\n").await.unwrap();
                        break;
                    } else {
                        w.write_all(b"250 ok\r\n").await.unwrap();
                    }
                }
            });
        }
    });
    (port, inbox)
}

#[sqlx::test(migrations = false)]
async fn codes_are_delivered_over_smtp(db: PgPool) {
    let (port, inbox) = smtp_listener().await;
    let app = TestApp::spawn_with(db, |c| {
        c.mail = MailConfig::Smtp {
            host: "127.0.0.1".into(),
            port,
            username: None,
            password: None,
            tls: SmtpTls::None,
        };
    })
    .await;
    let c = app.client();
    let v = json_of(
        app.post(
            &c,
            "/api/auth/register",
            json!({ "name": "Smtp User", "email": "smtp@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["devMode"], json!(false));
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(15);
    let message = loop {
        if let Some(m) = inbox.lock().unwrap().first().cloned() {
            break m;
        }
        assert!(tokio::time::Instant::now() < deadline, "no SMTP delivery");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(message.contains("To: smtp@example.in"), "{message}");
    assert!(
        message.contains("Subject: Verify your email for KaamSetu"),
        "{message}"
    );
    let code = extract_code(&message).expect("a 6-digit code in the message");
    json_of(
        app.post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "smtp@example.in", "verificationCode": code }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    assert!(!app.mail_dir().exists(), "nothing went to the dev mail dir");
}

#[sqlx::test(migrations = false)]
async fn sent_mail_jobs_do_not_keep_codes_around(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.post(
        &app.client(),
        "/api/auth/register",
        json!({ "name": "Purge", "email": "p@example.in",
        "password": PASSWORD, "role": "jobseeker" }),
    )
    .await;
    let code = app.code_for("p@example.in").await;
    // The worker marks the job done just after writing the mail.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    while sqlx::query_scalar::<_, i64>("select count(*) from apalis.jobs where status = 'Done'")
        .fetch_one(&app.db)
        .await
        .unwrap()
        == 0
    {
        assert!(tokio::time::Instant::now() < deadline);
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let removed = kaamsetu_api::store::mail_jobs::purge(&app.db, kaamsetu_api::mail::QUEUE)
        .await
        .unwrap();
    assert_eq!(removed, 1);
    let left: i64 =
        sqlx::query_scalar("select count(*) from apalis.jobs where position($1::bytea in job) > 0")
            .bind(code.as_bytes())
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(left, 0);
}
