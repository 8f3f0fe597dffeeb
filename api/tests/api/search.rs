//! Search over HTTP: the index kept in step by the indexer's `process_batch`, facets against
//! brute-force SQL, suggestions, similar jobs, trending.

use std::time::Duration;

use kaamsetu_indexer::worker::Indexer;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::employer_with_job,
    helpers::*,
    jobs::{job_body, post_job},
};

/// Drains the outbox into the app's index and waits until the API sees `expect` open jobs.
/// Drains again on each look, as the running indexer polls.
pub(crate) async fn index_and_wait(app: &TestApp, ix: &mut Indexer, expect: i64) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        ix.drain().await.unwrap();
        let r = app.get(&app.client(), "/api/jobs?facets=false").await;
        if r.status() == StatusCode::OK {
            let v: Value = r.json().await.unwrap();
            if v["pagination"]["totalCount"] == json!(expect) {
                return;
            }
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the API did not see {expect} jobs"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub(crate) async fn indexer(app: &TestApp) -> Indexer {
    Indexer::open(app.db.clone(), app.config.index_dir())
        .await
        .unwrap()
}

#[sqlx::test(migrations = false)]
async fn jobs_are_searchable_and_leave_when_closed(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, backend) = employer_with_job(&app, "e@firm.in", "Backend Engineer").await;
    for (title, category) in [
        ("Truck Driver", "Transportation"),
        ("SDE II", "Engineering"),
        ("C++ Developer", "Development"),
    ] {
        json_of(app.post(&employer, "/api/jobs", json!({ "title": title, "state": "Karnataka",
            "location": "Bangalore", "category": category, "type": "Full-Time", "workMode": "On-site",
            "description": "Good work", "salaryMin": 20000, "salaryMax": 30000, "salaryFrequency": "per month" })).await,
            StatusCode::CREATED).await;
    }
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 4).await;
    let anon = app.client();
    let get = |q: &str| {
        let url = app.url(&format!("/api/jobs?{q}"));
        anon.get(url).send()
    };

    let v = json_of(
        get("keyword=software%20engineer").await.unwrap(),
        StatusCode::OK,
    )
    .await;
    // What is absent is left out, not null (the document says never null).
    assert!(v.as_object().unwrap().get("suggestion").is_none(), "{v}");
    let titles: Vec<&str> = v["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["title"].as_str().unwrap())
        .collect();
    // "software engineer" finds SDE II through the synonym table; Backend Engineer has no
    // "software" anywhere, so ANDed words leave it out of the exact matches. Fewer than a
    // page matched, so the software family follows them, told by `exactTotal`.
    assert_eq!(titles[0], "SDE II");
    assert_eq!(v["exactTotal"], json!(1));
    let mut similar = titles[1..].to_vec();
    similar.sort();
    assert_eq!(similar, vec!["Backend Engineer", "C++ Developer"]);
    assert_eq!(v["relaxed"], json!(false));
    assert_eq!(v["jobs"][0]["applicationStatus"], json!("null"));
    let v = json_of(get("keyword=c%2B%2B").await.unwrap(), StatusCode::OK).await;
    assert_eq!(v["jobs"][0]["title"], json!("C++ Developer"));
    // Bangalore finds the jobs stored as Bangalore under the canonical Bengaluru, and the
    // state finds them too.
    assert_eq!(
        json_of(get("location=Bengaluru").await.unwrap(), StatusCode::OK).await["pagination"]["totalCount"],
        json!(3)
    );
    assert_eq!(
        json_of(get("location=karnataka").await.unwrap(), StatusCode::OK).await["pagination"]["totalCount"],
        json!(3)
    );
    assert_eq!(
        json_of(
            get("keyword=driver%20bangalore").await.unwrap(),
            StatusCode::OK
        )
        .await["jobs"][0]["title"],
        json!("Truck Driver")
    );
    // Monthly salary overlap: the Pune job pays 6-9 L a year = 50,000-75,000 a month.
    assert_eq!(
        json_of(
            get("minSalary=40000&maxSalary=60000").await.unwrap(),
            StatusCode::OK
        )
        .await["pagination"]["totalCount"],
        json!(1)
    );
    let v = json_of(
        get("isBlueCollar=No&type=Full-Time&facets=true")
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert!(v["facets"]["category"].as_array().unwrap().len() == 43);
    assert_eq!(v["pagination"]["limit"], json!(10));

    let v = json_of(get("page=9").await.unwrap(), StatusCode::OK).await;
    assert_eq!(
        (
            v["jobs"].as_array().unwrap().len(),
            v["pagination"]["totalCount"].clone()
        ),
        (0, json!(4))
    );
    for bad in [
        "page=-1",
        "limit=1000000000",
        "type=Gig",
        "workMode=Moon",
        "category=Astrology",
        "gender=x",
        "isBlueCollar=maybe",
        "minSalary=-5",
        "minSalary=9&maxSalary=1",
        "sort=random",
        "maxSalary=1e9",
    ] {
        let v = error_of(get(bad).await.unwrap(), StatusCode::BAD_REQUEST).await;
        let param = bad.split('=').next().unwrap();
        assert!(v["message"].as_str().unwrap().contains(param), "{bad}: {v}");
    }

    // The job seeker's marks come from the session; userId is ignored.
    let (seeker, _) = app.signup("jobseeker", "s@x.in").await;
    seeker
        .post(app.url(&format!("/api/save-jobs/{backend}")))
        .send()
        .await
        .unwrap();
    let v = json_of(
        app.get(&seeker, "/api/jobs?keyword=backend&userId=someone-else")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["jobs"][0]["isSaved"], json!(true));

    // Suggestions, similar, trending.
    let s = json_of(
        app.get(&anon, "/api/jobs/title-suggestions?keyword=dev")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(s, json!(["C++ Developer"]));
    let s = json_of(
        app.get(&anon, "/api/jobs/title-suggestions?keyword=d")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(s, json!([]));
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/{backend}/similar"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(
        v["jobs"]
            .as_array()
            .unwrap()
            .iter()
            .all(|j| j["_id"] != json!(backend))
    );
    let v = json_of(app.get(&anon, "/api/jobs/trending").await, StatusCode::OK).await;
    assert_eq!(v["jobs"].as_array().unwrap().len(), 4);
    assert_eq!(
        v["jobs"][0]["_id"],
        json!(backend),
        "the saved job is trending first"
    );

    // Closing removes it from search within one indexing round; reopening brings it back.
    employer
        .put(app.url(&format!("/api/jobs/{backend}/toggle-close")))
        .send()
        .await
        .unwrap();
    index_and_wait(&app, &mut ix, 3).await;
    let v = json_of(get("keyword=backend").await.unwrap(), StatusCode::OK).await;
    assert_eq!(v["pagination"]["totalCount"], json!(0));
    employer
        .put(app.url(&format!("/api/jobs/{backend}/toggle-close")))
        .send()
        .await
        .unwrap();
    index_and_wait(&app, &mut ix, 4).await;
    employer
        .delete(app.url(&format!("/api/jobs/{backend}")))
        .send()
        .await
        .unwrap();
    index_and_wait(&app, &mut ix, 3).await;
    // After edits and a delete (documents deleted but not merged away) similar jobs still
    // answer for every job: tantivy's MoreLikeThisQuery panicked there, a 500 for every job.
    let v = json_of(get("sort=newest").await.unwrap(), StatusCode::OK).await;
    for j in v["jobs"].as_array().unwrap() {
        let id = j["_id"].as_str().unwrap();
        let sim = json_of(
            app.get(&anon, &format!("/api/jobs/{id}/similar")).await,
            StatusCode::OK,
        )
        .await;
        assert!(
            !sim["jobs"].as_array().unwrap().is_empty(),
            "similar to {j}"
        );
    }
    let left: i64 = sqlx::query_scalar("select count(*) from search_outbox")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(left, 0, "the outbox is drained");
}

#[sqlx::test(migrations = false)]
async fn facets_match_counts_computed_in_sql(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (_, _) = employer_with_job(&app, "e@firm.in", "Seed").await;
    // 400 varied jobs straight into PostgreSQL, each with its outbox row.
    sqlx::query(
        "with e as (select id from users where role = 'employer' limit 1) \
         insert into jobs (employer_id, title, state, location, category, type, work_mode, description, \
             salary_min, salary_max, salary_frequency, gender, is_blue_collar, is_closed) \
         select e.id, 'Job ' || g, (array['Goa','Delhi','Kerala'])[1 + g % 3], 'Town', \
             (array['Sales','Retail','Banking','Education'])[1 + g % 4], \
             (array['Full-Time','Part-Time','Internship','Freelance'])[1 + (g / 3) % 4], \
             (array['On-site','Hybrid','Remote'])[1 + (g / 5) % 3], 'Work', \
             case when g % 11 = 0 then null else 5000 + (g * 997) % 90000 end, \
             case when g % 11 = 0 then null else 5000 + (g * 997) % 90000 + 1000 + g % 7 * 3000 end, \
             'per month', (array['Male','Female','Both'])[1 + (g / 7) % 3], g % 2 = 0, g % 13 = 0 \
         from e, generate_series(1, 400) g",
    )
    .execute(&app.db).await.unwrap();
    sqlx::query("insert into search_outbox (job_id) select id from jobs")
        .execute(&app.db)
        .await
        .unwrap();
    let open: i64 = sqlx::query_scalar("select count(*) from jobs where not is_closed")
        .fetch_one(&app.db)
        .await
        .unwrap();
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, open).await;

    let v = json_of(app.get(&app.client(),
        "/api/jobs?type=Part-Time,Internship&gender=Female&minSalary=20000&maxSalary=60000&facets=true").await, StatusCode::OK).await;
    let facets = &v["facets"];
    let sql_count = |extra: &str| {
        let q = format!("select count(*) from jobs where not is_closed and {extra}");
        let db = app.db.clone();
        async move {
            sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(q))
                .fetch_one(&db)
                .await
                .unwrap()
        }
    };
    let type_f = "type in ('Part-Time','Internship')";
    let gender_f = "gender in ('Female','Both')";
    // Amounts compared as monthly rupees, as docs/design/search.md says (a yearly salary divided by 12).
    let m =
        |c: &str| format!("(case when salary_frequency = 'per year' then {c} / 12 else {c} end)");
    let salary_f = format!(
        "salary_min is not null and {} >= 20000 and {} <= 60000",
        m("salary_max"),
        m("salary_min")
    );
    assert_eq!(
        v["pagination"]["totalCount"],
        json!(sql_count(&format!("{type_f} and {gender_f} and {salary_f}")).await)
    );
    for c in facets["category"].as_array().unwrap() {
        let want = sql_count(&format!(
            "category = '{}' and {type_f} and {gender_f} and {salary_f}",
            c["value"].as_str().unwrap()
        ))
        .await;
        assert_eq!(c["count"], json!(want), "category {}", c["value"]);
    }
    for c in facets["type"].as_array().unwrap() {
        let want = sql_count(&format!(
            "type = '{}' and {gender_f} and {salary_f}",
            c["value"].as_str().unwrap()
        ))
        .await;
        assert_eq!(
            c["count"],
            json!(want),
            "type {} ignores its own selection",
            c["value"]
        );
    }
    for c in facets["gender"].as_array().unwrap() {
        let g = c["value"].as_str().unwrap();
        let want = sql_count(&format!(
            "gender in ('{g}','Both') and {type_f} and {salary_f}"
        ))
        .await;
        assert_eq!(c["count"], json!(want), "gender {g}");
    }
    for c in facets["isBlueCollar"].as_array().unwrap() {
        let b = c["value"] == json!("Yes");
        let want = sql_count(&format!(
            "is_blue_collar = {b} and {type_f} and {gender_f} and {salary_f}"
        ))
        .await;
        assert_eq!(c["count"], json!(want), "blue collar {}", c["value"]);
    }
    for c in facets["salary"].as_array().unwrap() {
        let (lo, hi) = match c["value"].as_str().unwrap() {
            "0-10000" => (0, 9999),
            "10000-20000" => (10000, 19999),
            "20000-50000" => (20000, 49999),
            "50000-100000" => (50000, 99999),
            _ => (100000, i64::MAX / 4),
        };
        let want = sql_count(&format!(
            "salary_min is not null and {} >= {lo} and {} <= {hi} and {type_f} and {gender_f}",
            m("salary_max"),
            m("salary_min")
        ))
        .await;
        assert_eq!(c["count"], json!(want), "salary {}", c["value"]);
    }
}

/// The job form of the jobs tests with another title.
fn titled(title: &str) -> Value {
    let mut body = job_body();
    body["title"] = json!(title);
    body
}

/// `kaamsetu-indexer run`'s options for the app's index, listening for wake-ups (a
/// `NOTIFY` at each outbox commit). The log poll is set to ten minutes, so only a wake-up (or the worker's reconnect)
/// makes it index within a test's deadlines. No metrics listener.
pub(crate) fn indexer_args(app: &TestApp) -> kaamsetu_indexer::run::RunArgs {
    kaamsetu_indexer::run::RunArgs {
        database_url: String::new(),
        data_dir: app.config.data_dir.clone(),
        poll_ms: 600_000,
        node_id: None,
        outbox_retention: kaamsetu_indexer::node::DEFAULT_RETENTION,
        reconcile_secs: 3600,
        alert_instant_secs: 60,
        metrics_addr: "off".into(),
        metrics_token: None,
    }
}

/// Runs the indexer process's loop (`kaamsetu-indexer run`) in this test with [`indexer_args`].
fn spawn_indexer_loop(app: &TestApp) -> tokio::task::JoinHandle<anyhow::Result<()>> {
    tokio::spawn(kaamsetu_indexer::run::serve(
        app.db.clone(),
        indexer_args(app),
    ))
}

/// Waits until a keyword search finds `want` jobs.
async fn wait_found(app: &TestApp, keyword: &str, want: usize, within: Duration) -> Duration {
    let start = tokio::time::Instant::now();
    loop {
        let r = app
            .get(
                &app.client(),
                &format!("/api/jobs?keyword={keyword}&facets=false"),
            )
            .await;
        if r.status() == StatusCode::OK {
            let v: Value = r.json().await.unwrap();
            if v["jobs"].as_array().map(Vec::len) == Some(want) {
                return start.elapsed();
            }
        }
        assert!(
            start.elapsed() < within,
            "search for {keyword} did not find {want} jobs within {within:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[sqlx::test(migrations = false)]
async fn a_write_wakes_the_indexer_at_its_commit(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Night Watchman").await;
    let indexer = spawn_indexer_loop(&app);
    // The job posted before the indexer started is indexed when it opens (a rebuild).
    wait_found(&app, "watchman", 1, Duration::from_secs(10)).await;
    // From now on only a wake-up (the NOTIFY the write's transaction sends) can make the next
    // change visible before the 10-minute poll, and it must within docs/design/search.md's
    // second.
    employer
        .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
        .send()
        .await
        .unwrap();
    wait_found(&app, "watchman", 0, Duration::from_secs(1)).await;
    post_job(&app, &employer, titled("Night Watchman")).await;
    wait_found(&app, "watchman", 1, Duration::from_secs(1)).await;
    indexer.abort();
}

/// A TCP proxy to the real Redis that can be switched on late: until then, connecting to its
/// port is refused, as with Redis stopped.
async fn start_redis_proxy(port: u16) -> tokio::task::JoinHandle<()> {
    let target = std::env::var("REDIS_URL")
        .ok()
        .and_then(|u| {
            u.strip_prefix("redis://")
                .map(|h| h.trim_end_matches('/').to_string())
        })
        .unwrap_or_else(|| "127.0.0.1:6379".into());
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .unwrap();
    tokio::spawn(async move {
        while let Ok((mut inbound, _)) = listener.accept().await {
            let target = target.clone();
            tokio::spawn(async move {
                if let Ok(mut outbound) = tokio::net::TcpStream::connect(target).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    })
}

#[sqlx::test(migrations = false)]
async fn with_redis_down_job_writes_succeed_and_are_indexed_at_once(db: PgPool) {
    // A port nobody listens on yet: Redis is "down" for the API and the indexer.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let app = TestApp::spawn_with(db, |c| c.redis_url = format!("redis://127.0.0.1:{port}")).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Night Watchman").await;
    let indexer = spawn_indexer_loop(&app);
    wait_found(&app, "watchman", 1, Duration::from_secs(10)).await;
    // Writes succeed while Redis is down: close, reopen, post another.
    for _ in 0..2 {
        let r = employer
            .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
    }
    post_job(&app, &employer, titled("Watchman Supervisor")).await;
    // A search that finds nothing still answers (its zero-result count is skipped).
    json_of(
        app.get(&app.client(), "/api/jobs?keyword=astronaut").await,
        StatusCode::OK,
    )
    .await;
    // Wake-ups go through PostgreSQL, not Redis: the changes are found long before the
    // 10-minute poll.
    wait_found(&app, "watchman", 2, Duration::from_secs(1)).await;
    // Redis comes back, and changes keep flowing.
    let proxy = start_redis_proxy(port).await;
    employer
        .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
        .send()
        .await
        .unwrap();
    wait_found(&app, "watchman", 1, Duration::from_secs(1)).await;
    indexer.abort();
    proxy.abort();
}

/// The search box reads salaries in the keyword as the chat does: "driver salary 20000 se
/// upar" is a monthly minimum of ₹20,000 in both, so drivers paid 13,500–18,000 are not listed.
#[sqlx::test(migrations = false)]
async fn the_search_box_reads_salaries_as_the_chat_does(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = employer_with_job(&app, "e@firm.in", "Backend Engineer").await;
    for (title, lo, hi) in [
        ("Truck Driver", 13_500, 18_000),
        ("Cab Driver", 22_000, 26_000),
    ] {
        json_of(app.post(&employer, "/api/jobs", json!({ "title": title, "state": "Delhi",
            "location": "Delhi", "category": "Transportation", "type": "Full-Time", "workMode": "On-site",
            "description": "Drive safely", "salaryMin": lo, "salaryMax": hi, "salaryFrequency": "per month" })).await,
            StatusCode::CREATED).await;
    }
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 3).await;
    let titles = |v: &Value| -> Vec<String> {
        v["jobs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|j| j["title"].as_str().unwrap().to_string())
            .collect()
    };
    for (keyword, want, min, max) in [
        (
            "driver salary 20000 se upar",
            vec!["Cab Driver"],
            json!(20000),
            json!(null),
        ),
        (
            "driver under 20k",
            vec!["Truck Driver"],
            json!(null),
            json!(20000),
        ),
        (
            "driver 2.5 lpa",
            vec!["Cab Driver"],
            json!(20833),
            json!(null),
        ),
    ] {
        let v = json_of(
            app.get(
                &app.client(),
                &format!("/api/jobs?keyword={}", keyword.replace(' ', "%20")),
            )
            .await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(titles(&v), want, "{keyword}");
        assert_eq!(
            (
                v["understood"]["minSalary"].clone(),
                v["understood"]["maxSalary"].clone()
            ),
            (min, max),
            "{keyword}"
        );
    }
    // The salary boxes win over the words.
    let v = json_of(
        app.get(
            &app.client(),
            "/api/jobs?keyword=driver%2020k%20se%20upar&maxSalary=20000",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(titles(&v), vec!["Truck Driver"]);
    // The chat reads the same message the same way.
    let v = json_of(
        app.post(
            &app.client(),
            "/api/chatbot/chat",
            json!({ "message": "driver salary 20000 se upar" }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"]["understood"]["minSalary"], json!(20000), "{v}");
}
