//! Metrics and logs (docs/operations.md "Metrics and logs"): `/metrics` after real requests,
//! who may read it, the JSON log lines of a request, and a request's id carried through the
//! search outbox to the indexer's log line.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::employer_with_job,
    helpers::*,
    jobs::job_body,
    search::{index_and_wait, indexer, indexer_args},
};
use kaamsetu_search::telemetry::logs::Captured;

/// Every line logged so far, each parsed as one JSON object.
fn json_lines(logs: &Captured) -> Vec<Value> {
    logs.text()
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("not one JSON object a line ({e}): {l}"));
            assert!(v.is_object(), "{l}");
            v
        })
        .collect()
}

/// The JSON-lines logger of the binaries (`kaamsetu_search::telemetry::logs`), writing to
/// memory, for this thread (the test's runtime runs the app's tasks on it).
fn capture_logs() -> (Captured, tracing::subscriber::DefaultGuard) {
    let out = Captured::default();
    let sub = kaamsetu_search::telemetry::logs::json_subscriber(
        tracing_subscriber::EnvFilter::new("info"),
        out.clone(),
    );
    (out, tracing::subscriber::set_default(sub))
}

/// `GET path` on `base` with these headers: (status, body).
async fn scrape(base: &str, path: &str, headers: &[(&str, &str)]) -> (StatusCode, String) {
    let mut req = reqwest::Client::new().get(format!("{base}{path}"));
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let r = req.send().await.unwrap();
    (r.status(), r.text().await.unwrap())
}

/// The value of the first sample of `metric` whose labels include every one of `labels`.
fn sample(text: &str, metric: &str, labels: &[&str]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once(' '))
        .find(|(series, _)| {
            let (name, rest) = series.split_once('{').unwrap_or((series, ""));
            name == metric && labels.iter().all(|want| rest.contains(want))
        })
        .and_then(|(_, v)| v.parse().ok())
}

/// Scrapes `/metrics` until `metric` with `labels` has a sample of at least `min` (what a
/// worker records lands a moment after the request that queued it).
async fn wait_sample(base: &str, metric: &str, labels: &[&str], min: f64) -> String {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let (status, text) = scrape(base, "/metrics", &[]).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        if sample(&text, metric, labels).is_some_and(|v| v >= min) {
            return text;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no {metric}{labels:?} >= {min} in:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[sqlx::test(migrations = false)]
async fn metrics_count_route_templates_searches_refusals_mail_and_pools(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.register_max_per_ip = 1).await;
    let (_, job) = employer_with_job(&app, "metrics@firm.in", "Backend Engineer").await;
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 1).await;

    let anon = app.client();
    let missing = uuid::Uuid::new_v4();
    let r = app.get(&anon, &format!("/api/jobs/{missing}")).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = app
        .get(&anon, "/api/jobs?keyword=backend&facets=false")
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    // A search asked twice is kept in the results cache (from its second ask).
    for _ in 0..2 {
        let r = app.get(&anon, "/api/jobs?category=Engineering").await;
        assert_eq!(r.status(), StatusCode::OK);
    }
    // A search that filters no group keeps its facets for its other pages.
    let r = app.get(&anon, "/api/jobs?keyword=engineer").await;
    assert_eq!(r.status(), StatusCode::OK);
    // A place's jobs are kept as runs of document ids, for its next searches.
    let r = app
        .get(&anon, "/api/jobs?keyword=engineer&location=Pune")
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = app.get(&anon, &format!("/api/jobs/{job}/similar")).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = app
        .get(&anon, "/api/jobs/title-suggestions?keyword=ba")
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = app.get(&anon, "/find-jobs/in/somewhere").await;
    assert!(r.status().is_success() || r.status() == StatusCode::NOT_FOUND);
    // The sign-up of `employer_with_job` used this address's one sign-up of the hour (the
    // limit is per client address: `X-Forwarded-For` is trusted in tests); a second is refused.
    let r = app
        .post(
            &anon,
            "/api/auth/register",
            json!({ "name": "Second", "email": "second@firm.in", "password": PASSWORD,
                    "confirmPassword": PASSWORD, "role": "jobseeker" }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);

    let text = wait_sample(&app.base, "kaamsetu_mail_sent_total", &[], 1.0).await;
    let get_job = [
        r#"route="/api/jobs/{id}""#,
        r#"method="GET""#,
        r#"status="404""#,
    ];
    assert!(
        sample(&text, "kaamsetu_http_requests_total", &get_job).is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(
            &text,
            "kaamsetu_http_request_duration_seconds_count",
            &get_job
        )
        .is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(
            &text,
            "kaamsetu_http_request_duration_seconds_bucket",
            &[get_job[0], r#"le="+Inf""#]
        )
        .is_some(),
        "{text}"
    );
    // Ids never become labels; what no route matched is `other`.
    assert!(!text.contains(&missing.to_string()), "{text}");
    assert!(!text.contains("somewhere"), "{text}");
    assert!(
        sample(&text, "kaamsetu_http_requests_total", &[r#"route="other""#]).is_some(),
        "{text}"
    );
    for kind in ["keyword", "filters", "suggestions"] {
        let label = format!(r#"kind="{kind}""#);
        assert!(
            sample(&text, "kaamsetu_search_duration_seconds_count", &[&label])
                .is_some_and(|v| v >= 1.0),
            "{kind}: {text}"
        );
        assert!(
            sample(
                &text,
                "kaamsetu_search_duration_seconds_bucket",
                &[&label, r#"le="0.005""#]
            )
            .is_some(),
            "{kind}: {text}"
        );
    }
    assert!(
        sample(
            &text,
            "kaamsetu_rate_limited_total",
            &[r#"limit="register:ip""#]
        )
        .is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_mail_queued_total", &[]).is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_db_pool_connections", &[r#"state="idle""#]).is_some(),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_db_pool_max_connections", &[]).is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert_eq!(sample(&text, "kaamsetu_redis_up", &[]), Some(1.0), "{text}");
    assert!(text.contains("# TYPE kaamsetu_http_request_duration_seconds histogram"));
    // The search caches of the current index generation, each with its bound.
    for cache in [
        "results",
        "similar",
        "facets",
        "suggestions",
        "places",
        "records",
    ] {
        let label = format!(r#"cache="{cache}""#);
        assert!(
            sample(&text, "kaamsetu_search_cache_entries", &[&label]).is_some_and(|v| v >= 1.0),
            "{cache}: {text}"
        );
        let bytes = sample(&text, "kaamsetu_search_cache_bytes", &[&label]).unwrap_or(0.0);
        assert!(bytes > 0.0, "{cache}: {text}");
        if cache != "suggestions" {
            let max = sample(&text, "kaamsetu_search_cache_max_bytes", &[&label]);
            assert!(max.is_some_and(|m| m >= bytes), "{cache}: {text}");
        }
    }
    // `kaamsetu-indexer status --api` reads them the same way.
    let caches = kaamsetu_indexer::api_caches::parse(
        &kaamsetu_indexer::api_caches::scrape(&app.base)
            .await
            .unwrap(),
    );
    assert!(caches["similar"].entries >= 1.0, "{caches:?}");
    assert!(caches["results"].max_bytes.is_some(), "{caches:?}");
}

#[sqlx::test(migrations = false)]
async fn metrics_answer_only_loopback_without_a_proxy_or_the_right_bearer(db: PgPool) {
    let app = TestApp::spawn(db.clone()).await;
    let (status, text) = scrape(&app.base, "/metrics", &[]).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert!(text.contains("kaamsetu_"), "{text}");
    // A reverse proxy on this machine connects from loopback too: what it forwards is refused.
    for (h, v) in [
        ("x-forwarded-for", "203.0.113.7"),
        ("forwarded", "for=203.0.113.7"),
        ("x-real-ip", "203.0.113.7"),
    ] {
        let (status, body) = scrape(&app.base, "/metrics", &[(h, v)]).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{h}");
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["success"], false);
        assert_eq!(v["code"], "not_found");
        assert!(!body.contains("kaamsetu_"), "{body}");
    }
    // Not in the public API document.
    let (_, doc) = scrape(&app.base, "/api/openapi.json", &[]).await;
    assert!(!doc.contains("\"/metrics\""));

    let guarded =
        TestApp::spawn_with(db, |c| c.metrics_token = Some("s3cret-metrics".into())).await;
    for auth in [None, Some("Bearer wrong"), Some("s3cret-metrics")] {
        let headers: Vec<(&str, &str)> = auth.map(|a| ("authorization", a)).into_iter().collect();
        let (status, _) = scrape(&guarded.base, "/metrics", &headers).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{auth:?}");
    }
    let (status, text) = scrape(
        &guarded.base,
        "/metrics",
        &[
            ("authorization", "Bearer s3cret-metrics"),
            ("x-forwarded-for", "203.0.113.7"),
        ],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(text.contains("kaamsetu_http_requests_total"), "{text}");
}

#[sqlx::test(migrations = false)]
async fn every_json_log_line_of_a_request_carries_its_request_id(db: PgPool) {
    let (logs, _guard) = capture_logs();
    let app = TestApp::spawn(db).await;
    let r = reqwest::Client::new()
        .post(app.url("/api/auth/login"))
        .header("x-request-id", "req-json-logs-1")
        .header("sec-fetch-site", "cross-site")
        .json(&json!({ "email": "a@b.in", "password": "x" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(r.headers()["x-request-id"], "req-json-logs-1");
    let lines = json_lines(&logs);
    let refused = lines
        .iter()
        .find(|l| l["message"] == "cross-site request refused")
        .unwrap_or_else(|| panic!("no refusal logged: {lines:?}"));
    assert_eq!(refused["request_id"], "req-json-logs-1", "{refused}");
    assert_eq!(refused["level"], "WARN");
    assert_eq!(refused["path"], "/api/auth/login");
    // Whatever else was logged inside a request says which one.
    for l in lines.iter().filter(|l| {
        l["spans"]
            .as_str()
            .is_some_and(|s| s.split('>').any(|n| n == "http"))
    }) {
        assert!(l["request_id"].is_string(), "{l}");
    }
}

#[sqlx::test(migrations = false)]
async fn a_request_id_goes_with_its_change_to_the_outbox_and_the_indexers_log(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = employer_with_job(&app, "rid@firm.in", "Backend Engineer").await;
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 1).await;

    let r = employer
        .post(app.url("/api/jobs"))
        .header("x-request-id", "req-outbox-42")
        .json(&job_body())
        .send()
        .await
        .unwrap();
    let v = json_of(r, StatusCode::CREATED).await;
    let job: uuid::Uuid = v["job"]["_id"].as_str().unwrap().parse().unwrap();
    let rows: Vec<Option<String>> =
        sqlx::query_scalar("select request_id from search_outbox where job_id = $1")
            .bind(job)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(rows, vec![Some("req-outbox-42".to_string())]);

    // The indexer's listener shows the waiting row before the batch, and the commit after.
    let args = kaamsetu_indexer::run::RunArgs {
        metrics_addr: "127.0.0.1:0".into(),
        ..indexer_args(&app)
    };
    // The node `indexer(&app)` is (the default id of the app's index directory): its own lag.
    let node = kaamsetu_indexer::node::NodeConfig::new(None, &app.config.index_dir(), None)
        .unwrap()
        .id;
    let addr = kaamsetu_indexer::run::spawn_metrics(&app.db, &args, &node)
        .await
        .unwrap()
        .expect("a listener");
    let base = format!("http://{addr}");
    let (status, text) = scrape(&base, "/metrics", &[]).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert_eq!(
        sample(&text, "kaamsetu_search_outbox_rows", &[]),
        Some(1.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_search_outbox_oldest_age_seconds", &[]).is_some_and(|v| v > 0.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_index_lag_seconds", &[]).is_some_and(|v| v > 0.0),
        "{text}"
    );
    let (status, _) = scrape(&base, "/metrics", &[("x-forwarded-for", "203.0.113.7")]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = scrape(&base, "/other", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (logs, guard) = capture_logs();
    assert_eq!(ix.drain().await.unwrap(), 1);
    drop(guard);
    let lines = json_lines(&logs);
    let batch = lines
        .iter()
        .find(|l| l["message"] == "outbox batch indexed")
        .unwrap_or_else(|| panic!("no batch line: {lines:?}"));
    assert_eq!(batch["request_ids"], "req-outbox-42", "{batch}");
    assert_eq!(batch["rows"], 1);

    let (_, text) = scrape(&base, "/metrics", &[]).await;
    assert_eq!(
        sample(&text, "kaamsetu_search_outbox_rows", &[]),
        Some(0.0),
        "{text}"
    );
    assert_eq!(
        sample(&text, "kaamsetu_index_lag_seconds", &[]),
        Some(0.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_indexer_commits_total", &[]).is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_indexer_documents_total", &[]).is_some_and(|v| v >= 1.0),
        "{text}"
    );
    assert!(
        sample(&text, "kaamsetu_index_apply_delay_seconds_count", &[]).is_some_and(|v| v >= 1.0),
        "{text}"
    );
}
