//! Job alerts: a job seeker's saved searches (create, list, edit, pause, delete, the limits and
//! who may touch them), guests' alerts confirmed by mail, the alerts worker's mails (driven as
//! the indexer drives it: matches written, a task queued), and the one-click unsubscribe.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use kaamsetu_api::config::{MailConfig, SmtpTls};
use kaamsetu_search::alerts::MailKind;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};
use uuid::Uuid;

use crate::helpers::*;

// ---- helpers -------------------------------------------------------------------------------

/// An employer whose profile lets it post.
async fn employer(app: &TestApp, email: &str) -> Client {
    let (c, _) = app.signup("employer", email).await;
    complete_profile(app, email).await;
    c
}

async fn complete_profile(app: &TestApp, email: &str) {
    sqlx::query(
        "update users set company_desc = 'We move things', company_logo = 'l.png', \
         company_name = 'Swift Logistics' where email = $1",
    )
    .bind(email)
    .execute(&app.db)
    .await
    .unwrap();
}

/// Posts a job in Delhi; returns its id.
async fn post_job(app: &TestApp, c: &Client, title: &str, salary: (i64, i64, &str)) -> Uuid {
    let v = json_of(
        app.post(
            c,
            "/api/jobs",
            json!({ "title": title, "state": "Delhi", "location": "New Delhi",
                "category": "Logistics & Supply Chain", "type": "Full-Time", "workMode": "On-site",
                "description": "Drive safely", "salaryMin": salary.0, "salaryMax": salary.1,
                "salaryFrequency": salary.2 }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    v["job"]["_id"].as_str().unwrap().parse().unwrap()
}

async fn create_alert(app: &TestApp, c: &Client, body: Value) -> Value {
    json_of(app.post(c, "/api/alerts", body).await, StatusCode::CREATED).await["alert"].clone()
}

fn id_of(alert: &Value) -> Uuid {
    alert["_id"].as_str().unwrap().parse().unwrap()
}

async fn put(app: &TestApp, c: &Client, path: &str, body: Value) -> reqwest::Response {
    c.put(app.url(path)).json(&body).send().await.unwrap()
}

async fn delete(app: &TestApp, c: &Client, path: &str) -> reqwest::Response {
    c.delete(app.url(path)).send().await.unwrap()
}

/// What the indexer's matcher does in one transaction: the matches, `instant_pending` for an
/// instant mail, and the mail task (due at once here instead of a minute later).
async fn indexer_matches(app: &TestApp, alert: Uuid, jobs: &[Uuid], kind: MailKind) {
    let mut tx = app.db.begin().await.unwrap();
    for job in jobs {
        sqlx::query(
            "insert into alert_matches (alert_id, job_id) values ($1, $2) on conflict do nothing",
        )
        .bind(alert)
        .bind(job)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    if kind == MailKind::Instant {
        sqlx::query("update alerts set instant_pending = true where id = $1")
            .bind(alert)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    kaamsetu_indexer::alerts::queue_mails(&mut tx, &[alert], kind, Duration::ZERO)
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

/// Waits until the alerts worker has finished every task (done, or given up on).
async fn settle(app: &TestApp) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let open: i64 = sqlx::query_scalar(
            "select count(*) from apalis.jobs where job_type = 'kaamsetu.alerts' \
             and status not in ('Done', 'Killed') \
             and not (status = 'Failed' and attempts >= max_attempts)",
        )
        .fetch_one(&app.db)
        .await
        .unwrap();
        if open == 0 {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "alert tasks still open"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A mail as read: its head, and its text and HTML parts decoded.
#[derive(Debug, Default)]
pub(crate) struct Mail {
    pub(crate) head: String,
    pub(crate) text: String,
    html: String,
}

impl Mail {
    fn header(&self, name: &str) -> Option<&str> {
        self.head
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
    }

    fn link(&self, containing: &str) -> String {
        self.text
            .split_whitespace()
            .find(|w| w.starts_with("http") && w.contains(containing))
            .unwrap_or_else(|| panic!("no link with {containing} in {}", self.text))
            .to_string()
    }
}

fn decode(head: &str, body: &str) -> String {
    let encoding = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Transfer-Encoding: "))
        .unwrap_or("7bit")
        .trim();
    let bytes = match encoding {
        "quoted-printable" => {
            let joined = body.replace("=\r\n", "");
            let raw = joined.as_bytes();
            let mut out = Vec::new();
            let mut i = 0;
            while i < raw.len() {
                if raw[i] == b'=' && i + 2 < raw.len() {
                    let hex = std::str::from_utf8(&raw[i + 1..i + 3]).unwrap();
                    out.push(u8::from_str_radix(hex, 16).unwrap());
                    i += 3;
                } else {
                    out.push(raw[i]);
                    i += 1;
                }
            }
            out
        }
        "base64" => {
            use base64::Engine as _;
            let clean: String = body.chars().filter(|c| !c.is_whitespace()).collect();
            base64::engine::general_purpose::STANDARD
                .decode(clean)
                .unwrap()
        }
        _ => body.as_bytes().to_vec(),
    };
    String::from_utf8(bytes).unwrap().replace("\r\n", "\n")
}

pub(crate) fn parse_mail(raw: &str) -> Mail {
    let (head, body) = raw.split_once("\r\n\r\n").unwrap();
    let mut mail = Mail {
        head: head.to_string(),
        ..Mail::default()
    };
    let boundary = head
        .split("boundary=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next());
    match boundary {
        None => mail.text = decode(head, body),
        Some(b) => {
            for part in body.split(&format!("--{b}")) {
                let Some((ph, pb)) = part.trim_start_matches("\r\n").split_once("\r\n\r\n") else {
                    continue;
                };
                let pb = pb.trim_end_matches("\r\n");
                if ph.contains("text/plain") {
                    mail.text = decode(ph, pb);
                } else if ph.contains("text/html") {
                    mail.html = decode(ph, pb);
                }
            }
        }
    }
    mail
}

/// The mails to `email` so far, oldest first, decoded.
fn mails_to(app: &TestApp, email: &str) -> Vec<Mail> {
    app.mail_texts_to(email)
        .iter()
        .map(|t| parse_mail(t))
        .collect()
}

/// The alert mails (not confirmations) to `email`.
fn alert_mails_to(app: &TestApp, email: &str) -> Vec<Mail> {
    mails_to(app, email)
        .into_iter()
        .filter(|m| m.header("List-Unsubscribe").is_some())
        .collect()
}

/// Waits for the `n`th mail to `email`.
async fn nth_mail(app: &TestApp, email: &str, n: usize) -> Mail {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    loop {
        let mut all = mails_to(app, email);
        if all.len() >= n {
            return all.swap_remove(n - 1);
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "mail {n} to {email} did not arrive"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn mailed_at_set(app: &TestApp, alert: Uuid) -> Vec<(Uuid, bool)> {
    sqlx::query_as(
        "select job_id, mailed_at is not null from alert_matches where alert_id = $1 \
         order by job_id",
    )
    .bind(alert)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

/// A mailed link (on the public origin, `http://localhost` in tests), on the test's server.
fn on_app(app: &TestApp, link: &str) -> String {
    app.url(link.strip_prefix("http://localhost").unwrap())
}

/// A client that shows redirects instead of following them.
fn no_redirects() -> Client {
    kaamsetu_api::chat::llm::install_crypto_provider();
    Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

// ---- saved searches ------------------------------------------------------------------------

#[sqlx::test(migrations = false)]
async fn a_job_seeker_keeps_alerts_that_nobody_else_can_touch(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let (ravi, _) = app.signup("jobseeker", "ravi@example.in").await;
    let (firm, _) = app.signup("employer", "hr@firm.in").await;

    let a = create_alert(
        &app,
        &asha,
        json!({ "name": "  Delhi drivers ", "frequency": "instant",
            "search": { "keyword": " driver ", "location": "Delhi NCR", "minSalary": 20000,
                "type": ["Full-Time"], "workMode": ["Work from office"], "gender": "Both",
                "isBlueCollar": true } }),
    )
    .await;
    assert_eq!(a["name"], json!("Delhi drivers"));
    assert_eq!(a["frequency"], json!("instant"));
    // Normalised as the job search reads it: trimmed, "Both" is no filter, the office alias.
    assert_eq!(
        a["search"],
        json!({ "keyword": "driver", "location": "Delhi NCR", "minSalary": 20000,
            "type": ["Full-Time"], "workMode": ["On-site"], "isBlueCollar": true })
    );
    assert_eq!(
        a["searchText"],
        json!(
            "driver jobs in Delhi NCR · Full-Time · On-site · blue collar · from ₹20,000 a month"
        )
    );
    assert_eq!(
        a["findJobsUrl"],
        json!(
            "/find-jobs?keyword=driver&location=Delhi%20NCR&minSalary=20000&type=Full-Time&workMode=On-site&isBlueCollar=Yes"
        )
    );
    assert_eq!(a["active"], json!(true));
    assert_eq!(a["lastSentAt"], Value::Null);
    assert_eq!(a["newMatches"], json!(0));
    // Without a name the search in words names it.
    let b = create_alert(
        &app,
        &asha,
        json!({ "frequency": "weekly", "search": { "category": ["Logistics & Supply Chain"] } }),
    )
    .await;
    assert_eq!(b["name"], json!("Jobs · Logistics & Supply Chain"));

    // Newest first.
    let list = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    let ids: Vec<&Value> = list["alerts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| &x["_id"])
        .collect();
    assert_eq!(ids, vec![&b["_id"], &a["_id"]]);
    assert_eq!(list["maxAlerts"], json!(20));

    // Edit, pause, resume: partial updates keep the rest.
    let path = format!("/api/alerts/{}", id_of(&a));
    let v = json_of(
        put(
            &app,
            &asha,
            &path,
            json!({ "name": "Drivers", "frequency": "daily" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["alert"]["name"], json!("Drivers"));
    assert_eq!(v["alert"]["frequency"], json!("daily"));
    assert_eq!(v["alert"]["search"], a["search"]);
    let v = json_of(
        put(&app, &asha, &path, json!({ "active": false })).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["alert"]["active"], json!(false));
    assert_eq!(v["alert"]["name"], json!("Drivers"));
    let v = json_of(
        put(
            &app,
            &asha,
            &path,
            json!({ "active": true, "search": { "keyword": "cook" } }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["alert"]["active"], json!(true));
    assert_eq!(v["alert"]["search"], json!({ "keyword": "cook" }));
    assert_eq!(v["alert"]["searchText"], json!("cook jobs"));

    // Another job seeker's alert is not found, for reading it back, editing and deleting.
    for r in [
        put(&app, &ravi, &path, json!({ "active": false })).await,
        delete(&app, &ravi, &path).await,
    ] {
        let e = error_of(r, StatusCode::NOT_FOUND).await;
        assert_eq!(e["message"], json!("Job alert not found"));
    }
    let v = json_of(app.get(&ravi, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"], json!([]));
    // Employers and strangers are refused; a malformed id is a 400.
    for r in [
        app.get(&firm, "/api/alerts").await,
        app.post(
            &firm,
            "/api/alerts",
            json!({ "frequency": "daily", "search": { "keyword": "x" } }),
        )
        .await,
        put(&app, &firm, &path, json!({ "active": false })).await,
        delete(&app, &firm, &path).await,
    ] {
        let e = error_of(r, StatusCode::FORBIDDEN).await;
        assert_eq!(e["code"], json!("wrong_role"));
    }
    for r in [
        app.get(&app.client(), "/api/alerts").await,
        delete(&app, &app.client(), &path).await,
    ] {
        error_of(r, StatusCode::UNAUTHORIZED).await;
    }
    let e = error_of(
        delete(&app, &asha, "/api/alerts/not-an-id").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["code"], json!("invalid_id"));

    // The owner deletes it; a second delete finds nothing.
    json_of(delete(&app, &asha, &path).await, StatusCode::OK).await;
    error_of(delete(&app, &asha, &path).await, StatusCode::NOT_FOUND).await;
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"].as_array().unwrap().len(), 1);
}

#[sqlx::test(migrations = false)]
async fn bad_alerts_get_clear_4xx_and_an_account_keeps_at_most_twenty(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let search = json!({ "keyword": "driver" });
    let long = "k".repeat(201);
    let cases = [
        (
            json!({ "frequency": "hourly", "search": search }),
            "invalid_body",
            "frequency: unknown variant `hourly`",
        ),
        (
            json!({ "frequency": "daily", "search": { "keyword": long } }),
            "invalid_query",
            "keyword must be at most 200 characters",
        ),
        (
            json!({ "frequency": "daily", "search": {} }),
            "validation_failed",
            "Choose a keyword, a place or a filter",
        ),
        (
            json!({ "frequency": "daily", "search": { "keyword": "   ", "gender": "Both" } }),
            "validation_failed",
            "Choose a keyword, a place or a filter",
        ),
        (
            json!({ "frequency": "daily", "search": search, "userId": "x" }),
            "invalid_body",
            "unknown field `userId`",
        ),
        (
            json!({ "frequency": "daily", "search": { "keyword": "x", "sort": "newest" } }),
            "invalid_body",
            "search.sort: unknown field `sort`",
        ),
        (
            json!({ "frequency": "daily", "search": { "type": ["Gig"] } }),
            "invalid_query",
            "type must be one of",
        ),
        (
            json!({ "frequency": "daily", "search": { "minSalary": 50000, "maxSalary": 100 } }),
            "invalid_query",
            "minSalary must not be more than maxSalary",
        ),
        (
            json!({ "frequency": "daily", "search": { "minSalary": -5 } }),
            "invalid_query",
            "minSalary must be a whole number of rupees from 0",
        ),
        (
            json!({ "frequency": "daily", "search": { "minSalary": 1e30 } }),
            "invalid_body",
            "search.minSalary",
        ),
        (
            json!({ "frequency": "daily", "search": search, "name": "n".repeat(101) }),
            "validation_failed",
            "Alert name must be at most 100 characters",
        ),
        (
            json!({ "frequency": "daily", "search": search, "name": "Two\nlines" }),
            "validation_failed",
            "Alert name must be on one line",
        ),
        (
            json!({ "frequency": "daily" }),
            "invalid_body",
            "missing field `search`",
        ),
    ];
    for (body, code, message) in cases {
        let e = error_of(
            app.post(&asha, "/api/alerts", body.clone()).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(e["code"], json!(code), "{body}: {e}");
        assert!(
            e["message"].as_str().unwrap().contains(message),
            "{body}: {e}"
        );
    }
    let first = create_alert(
        &app,
        &asha,
        json!({ "frequency": "daily", "search": search }),
    )
    .await;
    let path = format!("/api/alerts/{}", id_of(&first));
    for body in [
        json!({ "frequency": "monthly" }),
        json!({ "name": "" }),
        json!({ "search": {} }),
        json!({ "active": "no" }),
        json!({ "owner": "x" }),
    ] {
        error_of(put(&app, &asha, &path, body).await, StatusCode::BAD_REQUEST).await;
    }

    // Twenty alerts; the 21st is a conflict, also when sent all at once.
    let sends = (1..20).map(|i| {
        app.post(
            &asha,
            "/api/alerts",
            json!({ "frequency": "daily", "search": { "keyword": format!("job {i}") } }),
        )
    });
    for r in futures::future::join_all(sends).await {
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let extra = (0..3).map(|_| {
        app.post(
            &asha,
            "/api/alerts",
            json!({ "frequency": "daily", "search": search }),
        )
    });
    for r in futures::future::join_all(extra).await {
        let e = error_of(r, StatusCode::CONFLICT).await;
        assert_eq!(e["code"], json!("alert_limit"));
        assert!(
            e["message"].as_str().unwrap().contains("20 job alerts"),
            "{e}"
        );
    }
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"].as_array().unwrap().len(), 20);
    // Deleting one makes room for another.
    json_of(delete(&app, &asha, &path).await, StatusCode::OK).await;
    create_alert(
        &app,
        &asha,
        json!({ "frequency": "daily", "search": search }),
    )
    .await;
}

// ---- the worker's mails --------------------------------------------------------------------

#[sqlx::test(migrations = false)]
async fn an_instant_mail_lists_the_matched_jobs_with_links_and_a_one_click_unsubscribe(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let firm = employer(&app, "hr@firm.in").await;
    let alert = create_alert(
        &app,
        &asha,
        json!({ "name": "Delhi drivers", "frequency": "instant",
            "search": { "keyword": "driver", "location": "Delhi" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    let yearly = post_job(
        &app,
        &firm,
        "Delivery Driver",
        (240_000, 300_000, "per year"),
    )
    .await;
    let monthly = post_job(&app, &firm, "Cab Driver", (18_000, 22_000, "per month")).await;
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"][0]["newMatches"], json!(0));

    indexer_matches(&app, alert_id, &[yearly, monthly], MailKind::Instant).await;
    settle(&app).await;
    let mails = alert_mails_to(&app, "asha@example.in");
    assert_eq!(mails.len(), 1);
    let m = &mails[0];
    assert_eq!(m.header("To"), Some("asha@example.in"));
    assert_eq!(
        m.header("Subject"),
        Some("2 new jobs for \"Delhi drivers\"")
    );
    assert!(
        m.head.contains("Content-Type: multipart/alternative;"),
        "{}",
        m.head
    );
    // The body links to the unsubscribe page; the header to the one-click URL, same token.
    let page = m.link("/alerts/unsubscribe?token=");
    assert!(page.starts_with("http://localhost/alerts/unsubscribe?token="));
    let unsubscribe = page.replace("/alerts/unsubscribe", "/api/alerts/unsubscribe");
    assert_eq!(
        m.header("List-Unsubscribe"),
        Some(format!("<{unsubscribe}>").as_str())
    );
    assert_eq!(
        m.header("List-Unsubscribe-Post"),
        Some("List-Unsubscribe=One-Click")
    );
    assert!(
        m.header("Message-ID")
            .is_some_and(|id| id.ends_with("@kaamsetu.in>"))
    );
    // Newest first: the monthly job was posted last.
    let expected = format!(
        "2 new jobs match your job alert \"Delhi drivers\":\n\
         driver jobs in Delhi\n\n\
         1. Cab Driver\n   Swift Logistics · New Delhi, Delhi\n   ₹18,000 - ₹22,000 per month\n   \
         http://localhost/job/cab-driver/{monthly}\n\n\
         2. Delivery Driver\n   Swift Logistics · New Delhi, Delhi\n   ₹2,40,000 - ₹3,00,000 per year\n   \
         http://localhost/job/delivery-driver/{yearly}\n\n\
         See all jobs for this search:\nhttp://localhost/find-jobs?keyword=driver&location=Delhi\n"
    );
    assert!(m.text.contains(&expected), "{}", m.text);
    for part in [
        format!("<a href=\"http://localhost/job/delivery-driver/{yearly}\""),
        ">Delivery Driver</a><br>Swift Logistics · New Delhi, Delhi<br>₹2,40,000 - ₹3,00,000 per year</li>".into(),
        "href=\"http://localhost/find-jobs?keyword=driver&amp;location=Delhi\"".into(),
        "your job alert &quot;Delhi drivers&quot;".into(),
        "driver jobs in Delhi".into(),
        format!("href=\"{}\"", page.replace('&', "&amp;")),
    ] {
        assert!(m.html.contains(&part), "{part} in {}", m.html);
    }
    // Exactly what it carried is mailed, once; the alert says when.
    assert_eq!(mailed_at_set(&app, alert_id).await, {
        let mut v = vec![(yearly, true), (monthly, true)];
        v.sort();
        v
    });
    let (pending, sent): (bool, bool) = sqlx::query_as(
        "select instant_pending, last_sent_at is not null from alerts where id = $1",
    )
    .bind(alert_id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((pending, sent), (false, true));
    let record: (String, i32, String) =
        sqlx::query_as("select kind, jobs, outcome from alert_mails where alert_id = $1")
            .bind(alert_id)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(record, ("instant".into(), 2, "sent".into()));
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert!(v["alerts"][0]["lastSentAt"].is_string());

    // Nothing new: no mail. A new match that is not mailed yet counts as new.
    indexer_matches(&app, alert_id, &[], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);

    // A forged token is refused; the real one works without a session (RFC 8058 one-click).
    let token = unsubscribe.split("token=").nth(1).unwrap().to_string();
    let mut forged = token.clone().into_bytes();
    forged[30] = if forged[30] == b'A' { b'B' } else { b'A' };
    let forged = String::from_utf8(forged).unwrap();
    let stranger = app.client();
    for url in [
        format!("/api/alerts/unsubscribe?token={forged}"),
        "/api/alerts/unsubscribe?token=nonsense".into(),
        "/api/alerts/unsubscribe".into(),
    ] {
        let e = error_of(
            stranger.post(app.url(&url)).send().await.unwrap(),
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(e["code"], json!("invalid_token"));
    }
    // Opening a link (a person, a mail scanner, a mail program's unsubscribe by GET) stops
    // nothing: it goes to the page, with the token, where a press sends the POST.
    for (url, location) in [
        (unsubscribe.clone(), page.replace("http://localhost", "")),
        (
            "http://localhost/api/alerts/unsubscribe?token=a%20b&x=1".into(),
            "/alerts/unsubscribe?token=a%20b".into(),
        ),
        (
            "http://localhost/api/alerts/unsubscribe".into(),
            "/alerts/unsubscribe".into(),
        ),
    ] {
        let r = no_redirects().get(on_app(&app, &url)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::SEE_OTHER, "{url}");
        assert_eq!(r.headers()["location"], location.as_str());
    }
    settle(&app).await;
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(
        v["alerts"][0]["active"],
        json!(true),
        "a GET stopped the alert"
    );
    let v = json_of(
        stranger
            .post(on_app(&app, &unsubscribe))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", "https://mail.example.com")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["success"], json!(true));

    // After it nothing is mailed, and its owner sees it paused.
    let later = post_job(&app, &firm, "Truck Driver", (25_000, 30_000, "per month")).await;
    indexer_matches(&app, alert_id, &[later], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"][0]["active"], json!(false));
    assert_eq!(v["alerts"][0]["newMatches"], json!(1));
    // Resumed by its owner, it mails again (the job matched meanwhile and still open).
    json_of(
        put(
            &app,
            &asha,
            &format!("/api/alerts/{alert_id}"),
            json!({ "active": true }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    indexer_matches(&app, alert_id, &[], MailKind::Instant).await;
    settle(&app).await;
    let mails = alert_mails_to(&app, "asha@example.in");
    assert_eq!(mails.len(), 2);
    assert_eq!(
        mails[1].header("Subject"),
        Some("New job for \"Delhi drivers\": Truck Driver")
    );

    // The worker is reported by health.
    let v = json_of(app.get(&app.client(), "/healthz").await, StatusCode::OK).await;
    assert_eq!(v["checks"]["workers"]["alerts"], json!("ok"));
}

#[sqlx::test(migrations = false)]
async fn a_digest_lists_the_twenty_newest_with_the_total_and_drops_closed_and_deleted_jobs(
    db: PgPool,
) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let firm = employer(&app, "hr@firm.in").await;
    let alert = create_alert(
        &app,
        &asha,
        json!({ "name": "Drivers", "frequency": "daily", "search": { "keyword": "driver" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    let mut jobs = Vec::new();
    for i in 1..=23 {
        jobs.push(
            post_job(
                &app,
                &firm,
                &format!("Driver {i:02}"),
                (15_000, 20_000, "per month"),
            )
            .await,
        );
    }
    // Matched as they went live; one closed and one deleted before the digest goes out.
    for job in &jobs {
        sqlx::query("insert into alert_matches (alert_id, job_id) values ($1, $2)")
            .bind(alert_id)
            .bind(job)
            .execute(&app.db)
            .await
            .unwrap();
    }
    let new_matches = || async {
        json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await["alerts"][0]
            ["newMatches"]
            .clone()
    };
    assert_eq!(new_matches().await, json!(23));
    let (closed, deleted) = (jobs[22], jobs[21]);
    json_of(
        put(
            &app,
            &firm,
            &format!("/api/jobs/{closed}/toggle-close"),
            json!({}),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    json_of(
        delete(&app, &firm, &format!("/api/jobs/{deleted}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(new_matches().await, json!(21));
    indexer_matches(&app, alert_id, &[], MailKind::Digest).await;
    settle(&app).await;

    let mails = alert_mails_to(&app, "asha@example.in");
    assert_eq!(mails.len(), 1);
    let m = &mails[0];
    assert_eq!(
        m.header("Subject"),
        Some("Daily job alert \"Drivers\": 21 new jobs")
    );
    assert!(
        m.text.contains("Here are the 20 newest of 21 new jobs."),
        "{}",
        m.text
    );
    // Newest first: Driver 21 down to Driver 02; 22 (deleted) and 23 (closed) are left out,
    // and Driver 01 is counted but not listed.
    let listed: Vec<String> = m
        .text
        .lines()
        .filter_map(|l| l.split_once(". Driver ").map(|(_, n)| n.to_string()))
        .collect();
    let want: Vec<String> = (2..=21).rev().map(|i| format!("{i:02}")).collect();
    assert_eq!(listed, want);
    // Every job it counted is marked mailed, so none comes again; the closed and deleted not.
    let marks = mailed_at_set(&app, alert_id).await;
    for (job, mailed) in marks {
        assert_eq!(mailed, job != closed && job != deleted, "{job}");
    }
    let record: (String, i32) =
        sqlx::query_as("select kind, jobs from alert_mails where alert_id = $1")
            .bind(alert_id)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(record, ("digest".into(), 20));
    indexer_matches(&app, alert_id, &[], MailKind::Digest).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);
    let v = json_of(app.get(&asha, "/api/alerts").await, StatusCode::OK).await;
    assert_eq!(v["alerts"][0]["newMatches"], json!(0));
}

#[sqlx::test(migrations = false)]
async fn a_paused_alert_sends_nothing(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let firm = employer(&app, "hr@firm.in").await;
    let alert = create_alert(
        &app,
        &asha,
        json!({ "frequency": "instant", "search": { "keyword": "driver" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    json_of(
        put(
            &app,
            &asha,
            &format!("/api/alerts/{alert_id}"),
            json!({ "active": false }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let job = post_job(&app, &firm, "Driver", (15_000, 20_000, "per month")).await;
    indexer_matches(&app, alert_id, &[job], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 0);
    let pending: bool = sqlx::query_scalar("select instant_pending from alerts where id = $1")
        .bind(alert_id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(!pending, "a skipped task clears instant_pending");
    assert_eq!(mailed_at_set(&app, alert_id).await, vec![(job, false)]);
    // A changed search drops the old search's matches not mailed yet.
    json_of(
        put(
            &app,
            &asha,
            &format!("/api/alerts/{alert_id}"),
            json!({ "search": { "keyword": "cook" } }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(mailed_at_set(&app, alert_id).await, vec![]);
}

// ---- guests --------------------------------------------------------------------------------

#[sqlx::test(migrations = false)]
async fn a_guests_alert_mails_nothing_until_its_link_is_opened(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let firm = employer(&app, "hr@firm.in").await;
    let guest = app.client();
    let v = json_of(
        app.post(
            &guest,
            "/api/alerts/guest",
            json!({ "email": " Guest@Example.in ", "frequency": "instant",
                "search": { "keyword": "driver", "location": "Delhi" } }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(v["devMode"], json!(true));
    let confirm = nth_mail(&app, "guest@example.in", 1).await;
    assert_eq!(
        confirm.header("Subject"),
        Some("Confirm your KaamSetu job alert")
    );
    assert!(
        confirm.text.contains("driver jobs in Delhi"),
        "{}",
        confirm.text
    );
    assert!(confirm.text.contains("Nothing is sent until you confirm."));
    let page = confirm.link("/alerts/confirm?token=");
    assert!(page.starts_with("http://localhost/alerts/confirm?token="));
    let link = page.replace("/alerts/confirm", "/api/alerts/confirm");
    let alert_id: Uuid =
        sqlx::query_scalar("select id from alerts where email = 'guest@example.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();

    // A match before the confirmation sends nothing.
    let job = post_job(
        &app,
        &firm,
        "Delivery Driver",
        (240_000, 300_000, "per year"),
    )
    .await;
    indexer_matches(&app, alert_id, &[job], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(mails_to(&app, "guest@example.in").len(), 1);

    // A forged or wrong token confirms nothing.
    let token = link.split("token=").nth(1).unwrap();
    let other = format!("{}{}", &token[..40], "A".repeat(token.len() - 40));
    for t in [other.as_str(), "short", ""] {
        let e = error_of(
            guest
                .post(app.url(&format!("/api/alerts/confirm?token={t}")))
                .send()
                .await
                .unwrap(),
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(e["code"], json!("invalid_token"));
    }
    // Opening the API's link (mails sent before the page) confirms nothing: to the page.
    let r = no_redirects()
        .get(on_app(&app, &link))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        r.headers()["location"],
        page.replace("http://localhost", "").as_str()
    );
    indexer_matches(&app, alert_id, &[], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(
        mails_to(&app, "guest@example.in").len(),
        1,
        "a GET confirmed"
    );
    // The page's press confirms; pressed again, it is still fine.
    for _ in 0..2 {
        let v = json_of(
            guest.post(on_app(&app, &link)).send().await.unwrap(),
            StatusCode::OK,
        )
        .await;
        assert_eq!(v["message"], json!("Your job alert is confirmed"));
    }

    // Confirmed: the match waiting is mailed with the next task.
    indexer_matches(&app, alert_id, &[], MailKind::Instant).await;
    settle(&app).await;
    let mails = alert_mails_to(&app, "guest@example.in");
    assert_eq!(mails.len(), 1);
    assert!(mails[0].text.contains("Delivery Driver"));
    assert!(mails[0].text.contains("₹2,40,000 - ₹3,00,000 per year"));
    let kinds: Vec<String> =
        sqlx::query_scalar("select kind from alert_mails where alert_id = $1 order by id")
            .bind(alert_id)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(kinds, vec!["confirm", "instant"]);
    // The guest's unsubscribe works the same, and stops the mail.
    let unsubscribe = mails[0]
        .link("/alerts/unsubscribe?token=")
        .replace("/alerts/unsubscribe", "/api/alerts/unsubscribe");
    json_of(
        guest.post(on_app(&app, &unsubscribe)).send().await.unwrap(),
        StatusCode::OK,
    )
    .await;
    let later = post_job(&app, &firm, "Cab Driver", (18_000, 22_000, "per month")).await;
    indexer_matches(&app, alert_id, &[later], MailKind::Instant).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "guest@example.in").len(), 1);

    // A confirmation link of an alert since deleted is a 404.
    sqlx::query("delete from alerts where id = $1")
        .bind(alert_id)
        .execute(&app.db)
        .await
        .unwrap();
    error_of(
        guest.post(on_app(&app, &link)).send().await.unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn guests_are_limited_per_address_and_per_client_address(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.alerts_guest_per_ip_per_hour = 3).await;
    let c = app.client();
    let guest = |email: &str, ip: &str, keyword: String| {
        c.post(app.url("/api/alerts/guest"))
            .header("x-forwarded-for", ip.to_string())
            .json(&json!({ "email": email, "frequency": "weekly",
                "search": { "keyword": keyword } }))
            .send()
    };
    // Three an hour from one client address.
    for i in 0..3 {
        let r = guest(&format!("g{i}@example.in"), "203.0.113.9", "cook".into())
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let r = guest("g9@example.in", "203.0.113.9", "cook".into())
        .await
        .unwrap();
    assert!(r.headers().get("retry-after").is_some());
    let e = error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(e["code"], json!("rate_limited"));
    assert!(e["retryAfterSeconds"].as_u64().unwrap() > 3000);
    // Bad input never counts and gets its own 400.
    let e = error_of(
        guest("not an email", "203.0.113.10", "cook".into())
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["message"], json!("Email address is invalid"));

    // Twenty live alerts an address (from anywhere), whatever the case of the address.
    for i in 0..20 {
        let email = if i % 2 == 0 {
            "same@example.in"
        } else {
            "SAME@example.in"
        };
        let r = guest(email, &format!("198.51.100.{i}"), format!("job {i}"))
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED, "{i}");
    }
    let e = error_of(
        guest("same@example.in", "198.51.100.99", "more".into())
            .await
            .unwrap(),
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(e["code"], json!("alert_limit"));
    // Confirmations never confirmed within 7 days stop counting (and are swept).
    sqlx::query(
        "update alerts set created_at = now() - interval '8 days' where email = 'same@example.in'",
    )
    .execute(&app.db)
    .await
    .unwrap();
    let r = guest("same@example.in", "198.51.100.98", "more".into())
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let swept = kaamsetu_api::store::alerts::purge_unconfirmed(
        &app.db,
        kaamsetu_api::alerts::GUEST_CONFIRM_DAYS,
    )
    .await
    .unwrap();
    assert_eq!(swept, 20);
}

// ---- a failed send -------------------------------------------------------------------------

/// An SMTP server that answers the first message's end with a temporary failure (451) and
/// accepts the rest, keeping what it accepted.
async fn flaky_smtp() -> (u16, Arc<Mutex<Vec<String>>>, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let inbox = Arc::new(Mutex::new(Vec::new()));
    let tries = Arc::new(AtomicUsize::new(0));
    let (store, counted) = (inbox.clone(), tries.clone());
    tokio::spawn(async move {
        loop {
            let (sock, _) = listener.accept().await.unwrap();
            let (store, counted) = (store.clone(), counted.clone());
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
                            data.push_str("\r\n");
                        }
                        if counted.fetch_add(1, Ordering::SeqCst) == 0 {
                            w.write_all(b"451 try again later\r\n").await.unwrap();
                        } else {
                            store.lock().unwrap().push(data);
                            w.write_all(b"250 queued\r\n").await.unwrap();
                        }
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
    (port, inbox, tries)
}

#[sqlx::test(migrations = false)]
async fn a_send_that_fails_is_retried_and_the_mail_goes_out_once(db: PgPool) {
    let (port, inbox, tries) = flaky_smtp().await;
    let app = TestApp::spawn_with(db, |c| {
        c.email_verification = false;
        c.mail = MailConfig::Smtp {
            host: "127.0.0.1".into(),
            port,
            username: None,
            password: None,
            tls: SmtpTls::None,
        };
    })
    .await;
    let register = |email: &'static str, role: &'static str| {
        let c = app.client();
        let url = app.url("/api/auth/register");
        async move {
            let r = c
                .post(url)
                .json(&json!({ "name": "Test User", "email": email, "password": PASSWORD,
                    "role": role, "companyName": (role == "employer").then_some("Swift Logistics") }))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), StatusCode::CREATED);
            c
        }
    };
    let asha = register("asha@example.in", "jobseeker").await;
    let firm = register("hr@firm.in", "employer").await;
    complete_profile(&app, "hr@firm.in").await;
    let alert = create_alert(
        &app,
        &asha,
        json!({ "frequency": "instant", "search": { "keyword": "driver" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    let job = post_job(&app, &firm, "Driver", (15_000, 20_000, "per month")).await;
    indexer_matches(&app, alert_id, &[job], MailKind::Instant).await;
    settle(&app).await;

    // The first send failed and rolled back; the retry sent it, once.
    assert_eq!(tries.load(Ordering::SeqCst), 2);
    let accepted = inbox.lock().unwrap().clone();
    assert_eq!(accepted.len(), 1);
    assert!(accepted[0].contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    assert_eq!(mailed_at_set(&app, alert_id).await, vec![(job, true)]);
    let records: Vec<String> =
        sqlx::query_scalar("select outcome from alert_mails where alert_id = $1")
            .bind(alert_id)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(records, vec!["sent"]);
    let attempts: i32 =
        sqlx::query_scalar("select attempts from apalis.jobs where job_type = 'kaamsetu.alerts'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(attempts, 2);
}

/// A send that fails on its last attempt is given up: recorded `failed`, and its matches stay
/// unmailed (the alert's next mail carries them).
#[sqlx::test(migrations = false)]
async fn a_send_given_up_is_recorded_and_its_jobs_stay_owed(db: PgPool) {
    let closed = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let app = TestApp::spawn_with(db, |c| {
        c.email_verification = false;
        c.mail = MailConfig::Smtp {
            host: "127.0.0.1".into(),
            port,
            username: None,
            password: None,
            tls: SmtpTls::None,
        };
    })
    .await;
    let asha = app.client();
    for (c, email, role) in [
        (&asha, "asha@example.in", "jobseeker"),
        (&app.client(), "hr@firm.in", "employer"),
    ] {
        let r = app
            .post(
                c,
                "/api/auth/register",
                json!({ "name": "Test User", "email": email, "password": PASSWORD,
                    "role": role, "companyName": (role == "employer").then_some("Swift") }),
            )
            .await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let alert = create_alert(
        &app,
        &asha,
        json!({ "frequency": "daily", "search": { "keyword": "driver" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    let job: Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, location, category, type, work_mode, \
            description, salary_frequency, gender) \
         select id, 'Driver', 'Delhi', 'New Delhi', 'Other', 'Full-Time', 'On-site', 'd', \
            'per month', 'Both' from users where email = 'hr@firm.in' returning id",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query("insert into alert_matches (alert_id, job_id) values ($1, $2)")
        .bind(alert_id)
        .bind(job)
        .execute(&app.db)
        .await
        .unwrap();
    // One attempt only, so the first failure is the last.
    let task = kaamsetu_search::alerts::AlertMailTask {
        alert_id,
        kind: MailKind::Digest,
    };
    let mut conn = app.db.acquire().await.unwrap();
    apalis_postgres::queries::push_tasks(
        &mut *conn,
        kaamsetu_search::alerts::MAIL_QUEUE,
        vec![
            apalis::prelude::TaskBuilder::new(serde_json::to_vec(&task).unwrap())
                .max_attempts(1)
                .build(),
        ],
    )
    .await
    .unwrap();
    settle(&app).await;
    let records: Vec<(String, String)> =
        sqlx::query_as("select kind, outcome from alert_mails where alert_id = $1")
            .bind(alert_id)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(records, vec![("digest".to_string(), "failed".to_string())]);
    assert_eq!(mailed_at_set(&app, alert_id).await, vec![(job, false)]);
    let (last_sent, status): (Option<chrono::DateTime<chrono::Utc>>, String) = sqlx::query_as(
        "select (select last_sent_at from alerts where id = $1), \
            (select status from apalis.jobs where job_type = 'kaamsetu.alerts')",
    )
    .bind(alert_id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((last_sent, status.as_str()), (None, "Failed"));
}

/// Run twice (as after a crash between the send and the commit would, or a duplicate task), a
/// task mails once: the second run finds nothing new.
#[sqlx::test(migrations = false)]
async fn a_task_run_twice_mails_once(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (asha, _) = app.signup("jobseeker", "asha@example.in").await;
    let firm = employer(&app, "hr@firm.in").await;
    let alert = create_alert(
        &app,
        &asha,
        json!({ "frequency": "weekly", "search": { "keyword": "driver" } }),
    )
    .await;
    let alert_id = id_of(&alert);
    let job = post_job(&app, &firm, "Driver", (15_000, 20_000, "per month")).await;
    sqlx::query("insert into alert_matches (alert_id, job_id) values ($1, $2)")
        .bind(alert_id)
        .bind(job)
        .execute(&app.db)
        .await
        .unwrap();
    let mailer = kaamsetu_api::alerts::worker::AlertMailer::new(
        &app.config,
        Arc::new(kaamsetu_api::mail::Mailer::from_config(&app.config).unwrap()),
    );
    let task = kaamsetu_search::alerts::AlertMailTask {
        alert_id,
        kind: MailKind::Digest,
    };
    use kaamsetu_api::alerts::worker::{Outcome, send_alert_mail};
    assert_eq!(
        send_alert_mail(&app.db, &mailer, &task, "01JTWICE")
            .await
            .unwrap(),
        Outcome::Sent {
            listed: 1,
            total: 1
        }
    );
    assert_eq!(
        send_alert_mail(&app.db, &mailer, &task, "01JTWICE")
            .await
            .unwrap(),
        Outcome::Skipped("nothing new matched")
    );
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);
}

/// Runs what the indexer process does after a write: the outbox into the index (feeding the
/// alerts), the alerts read, the feed matched.
async fn index_and_match(
    app: &TestApp,
    ix: &mut kaamsetu_indexer::worker::Indexer,
    matcher: &mut kaamsetu_indexer::alerts::Matcher,
) {
    ix.drain().await.unwrap();
    let searcher = ix.searcher().unwrap();
    let vocab = kaamsetu_search::percolate::IndexVocabulary {
        searcher: &searcher,
        fields: ix.fields(),
    };
    matcher.refresh(&app.db, &vocab).await.unwrap();
    matcher.run(&app.db).await.unwrap();
}

/// The whole way round, with the real indexer: an alert saved over HTTP; an employer posts a
/// matching and a non-matching job; one mail comes, with the matching job only. An edit of the
/// matched job sends nothing new; a matching job closed before its mail goes out is not sent.
#[sqlx::test(migrations = false)]
async fn a_posted_job_reaches_the_alert_by_mail_through_the_indexer(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, _) = app.signup("jobseeker", "asha@example.in").await;
    create_alert(
        &app,
        &seeker,
        json!({ "name": "Delhi drivers", "frequency": "instant",
            "search": { "keyword": "driver", "location": "Delhi" } }),
    )
    .await;
    let e = employer(&app, "hr@firm.in").await;
    let cab = post_job(&app, &e, "Cab Driver", (18_000, 22_000, "per month")).await;
    post_job(&app, &e, "Accountant", (30_000, 40_000, "per month")).await;
    let mut ix = kaamsetu_indexer::worker::Indexer::open(app.db.clone(), app.config.index_dir())
        .await
        .unwrap();
    let mut matcher = kaamsetu_indexer::alerts::Matcher::with_instant_delay(Duration::ZERO);
    index_and_match(&app, &mut ix, &mut matcher).await;
    settle(&app).await;
    let mails = alert_mails_to(&app, "asha@example.in");
    assert_eq!(mails.len(), 1);
    assert!(mails[0].text.contains("Cab Driver"), "{}", mails[0].text);
    assert!(!mails[0].text.contains("Accountant"), "{}", mails[0].text);
    assert!(mails[0].link("/job/").contains(&cab.to_string()));

    // An edit of the matched job: nothing new.
    let r = put(
        &app,
        &e,
        &format!("/api/jobs/{cab}"),
        json!({ "title": "Senior Cab Driver",
        "state": "Delhi", "location": "New Delhi", "category": "Logistics & Supply Chain",
        "type": "Full-Time", "workMode": "On-site", "description": "Drive safely",
        "salaryMin": 18000, "salaryMax": 22000, "salaryFrequency": "per month" }),
    )
    .await;
    assert_eq!(r.status(), StatusCode::OK);
    index_and_match(&app, &mut ix, &mut matcher).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);

    // A matching job closed before its mail goes out is dropped: no mail at all.
    let mut slow = kaamsetu_indexer::alerts::Matcher::with_instant_delay(Duration::from_secs(2));
    let truck = post_job(&app, &e, "Truck Driver", (20_000, 26_000, "per month")).await;
    index_and_match(&app, &mut ix, &mut slow).await;
    let r = e
        .put(app.url(&format!("/api/jobs/{truck}/toggle-close")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    tokio::time::sleep(Duration::from_secs(3)).await;
    settle(&app).await;
    assert_eq!(alert_mails_to(&app, "asha@example.in").len(), 1);
}

/// Issue 30: alert mails in the reader's language. A guest who asked from a Hindi browser
/// (`ks_lang=hi`) confirms a Hindi mail and gets Hindi alerts; a job seeker whose account chose
/// Hindi gets Hindi alerts; the jobs read as their employers wrote them.
#[sqlx::test(migrations = false)]
async fn alert_mails_are_written_in_the_readers_language(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let firm = employer(&app, "hr@firm.in").await;

    let guest = app.client();
    let r = guest
        .post(app.url("/api/alerts/guest"))
        .header("cookie", "ks_lang=hi")
        .json(
            &json!({ "email": "guest@example.in", "frequency": "instant",
            "search": { "keyword": "driver", "location": "Delhi" } }),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let confirm = nth_mail(&app, "guest@example.in", 1).await;
    // The subject (alerts::compose's tests read it) is RFC 2047-encoded in the header.
    assert!(
        confirm
            .text
            .contains("KaamSetu पर इस ईमेल पते से माँगे गए जॉब अलर्ट को पक्का करें"),
        "{}",
        confirm.text
    );
    assert!(
        confirm.text.contains("driver की नौकरियाँ, Delhi में"),
        "{}",
        confirm.text
    );
    let link = confirm
        .link("/alerts/confirm?token=")
        .replace("/alerts/confirm", "/api/alerts/confirm");
    json_of(
        guest.post(on_app(&app, &link)).send().await.unwrap(),
        StatusCode::OK,
    )
    .await;
    let guest_alert: Uuid =
        sqlx::query_scalar("select id from alerts where email = 'guest@example.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();

    let (seeker, _) = app.signup("jobseeker", "asha@example.in").await;
    app.choose_language(&seeker, "hi").await;
    let alert = create_alert(
        &app,
        &seeker,
        json!({ "name": "Delhi drivers", "frequency": "instant",
            "search": { "keyword": "driver", "location": "Delhi" } }),
    )
    .await;
    let seeker_alert: Uuid = alert["_id"].as_str().unwrap().parse().unwrap();

    let job = post_job(
        &app,
        &firm,
        "Delivery Driver",
        (18_000, 24_000, "per month"),
    )
    .await;
    for id in [guest_alert, seeker_alert] {
        indexer_matches(&app, id, &[job], MailKind::Instant).await;
    }
    settle(&app).await;
    for to in ["guest@example.in", "asha@example.in"] {
        let mails = alert_mails_to(&app, to);
        assert_eq!(mails.len(), 1, "{to}");
        let text = &mails[0].text;
        assert!(
            text.starts_with("नमस्ते,") || text.contains("नमस्ते,"),
            "{text}"
        );
        assert!(text.contains("Delivery Driver"), "{text}");
        assert!(text.contains("₹18,000 - ₹24,000 प्रति माह"), "{text}");
        assert!(text.contains("इस अलर्ट से सदस्यता हटाएँ"), "{text}");
    }
}
