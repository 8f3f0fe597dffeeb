//! Search over HTTP: the index kept in step by the indexer's `process_batch`, facets against
//! brute-force SQL, suggestions, similar jobs, trending.

use std::time::Duration;

use kaamsetu_indexer::worker::Indexer;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{applications::employer_with_job, helpers::*};

/// Drains the outbox into the app's index and waits until the API sees `expect` open jobs.
async fn index_and_wait(app: &TestApp, ix: &mut Indexer, expect: i64) {
    ix.drain().await.unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
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

async fn indexer(app: &TestApp) -> Indexer {
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
    let titles: Vec<&str> = v["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["title"].as_str().unwrap())
        .collect();
    // "software engineer" finds SDE II through the synonym table; Backend Engineer has no
    // "software" anywhere, so ANDed words leave it out.
    assert_eq!(titles, vec!["SDE II"]);
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
    // Amounts compared as monthly rupees, as search.md says (a yearly salary divided by 12).
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

#[sqlx::test(migrations = false)]
async fn with_redis_down_job_writes_succeed_and_the_index_catches_up(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.redis_url = "redis://127.0.0.1:1".into()).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Night Watchman").await;
    employer
        .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
        .send()
        .await
        .unwrap();
    employer
        .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
        .send()
        .await
        .unwrap();
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 1).await;
    let v = json_of(
        app.get(&app.client(), "/api/jobs?keyword=watchman").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["jobs"][0]["_id"], json!(job));
    // A search that finds nothing still answers (its zero-result count is skipped).
    json_of(
        app.get(&app.client(), "/api/jobs?keyword=astronaut").await,
        StatusCode::OK,
    )
    .await;
}
