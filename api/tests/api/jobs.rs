//! Jobs (spec §7 "Jobs", §5 "Job form"): create, update, close, delete, lists; ownership;
//! the search outbox written with each change.

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

pub fn job_body() -> Value {
    json!({ "title": "Delivery Executive", "state": "Karnataka", "location": "Bengaluru",
        "category": "Logistics & Supply Chain", "type": "Full-Time", "workMode": "On-site",
        "description": "Deliver parcels across the city. Two-wheeler needed.",
        "requirements": "Driving licence", "salaryMin": 15000, "salaryMax": 22000,
        "salaryFrequency": "per month", "gender": "Both", "isBlueCollar": "Yes", "openPositions": 5 })
}

/// An employer whose company profile is complete enough to post.
async fn ready_employer(app: &TestApp, email: &str) -> (Client, Value) {
    let (c, user) = app.signup("employer", email).await;
    sqlx::query(
        "update users set company_desc = 'We deliver', company_logo = 'logo.png' where email = $1",
    )
    .bind(email)
    .execute(&app.db)
    .await
    .unwrap();
    (c, user)
}

pub async fn post_job(app: &TestApp, c: &Client, body: Value) -> Value {
    let v = json_of(app.post(c, "/api/jobs", body).await, StatusCode::CREATED).await;
    v["job"].clone()
}

async fn outbox(app: &TestApp, job: &str) -> i64 {
    sqlx::query_scalar("select count(*) from search_outbox where job_id = $1::uuid")
        .bind(job)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[sqlx::test(migrations = false)]
async fn posting_needs_a_complete_company_profile_and_writes_the_outbox(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = app.signup("employer", "e@firm.in").await;
    let v = error_of(
        app.post(&c, "/api/jobs", job_body()).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        v["message"],
        json!(
            "Please complete your profile first! Company name, description, and logo are required to post jobs."
        )
    );
    sqlx::query("update users set company_desc = 'We deliver', company_logo = 'logo.png'")
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        app.post(&c, "/api/jobs", job_body()).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(v["message"], json!("Job Posted Successfully"));
    let job = &v["job"];
    assert_eq!(job["title"], json!("Delivery Executive"));
    assert_eq!(job["type"], json!("Full-Time"));
    assert_eq!(job["isBlueCollar"], json!("Yes"));
    assert_eq!(job["openPositions"], json!(5));
    assert_eq!(job["status"], json!("Active"));
    assert_eq!(job["company"]["companyName"], json!("Test Pvt Ltd"));
    assert_eq!(job["salaryText"], json!("₹15,000 - ₹22,000 per month"));
    assert_eq!(job["applicationStatus"], json!("null"));
    assert_eq!(outbox(&app, job["_id"].as_str().unwrap()).await, 1);
}

#[sqlx::test(migrations = false)]
async fn defaults_masking_and_refusals(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = ready_employer(&app, "e@firm.in").await;
    let mut body = job_body();
    for k in [
        "openPositions",
        "gender",
        "isBlueCollar",
        "salaryFrequency",
        "requirements",
    ] {
        body.as_object_mut().unwrap().remove(k);
    }
    body["description"] = json!("Call 9876543210 to apply");
    let v = json_of(app.post(&c, "/api/jobs", body).await, StatusCode::CREATED).await;
    assert_eq!(v["phoneNumbersMasked"], json!(true));
    let job = &v["job"];
    assert_eq!(
        (
            job["openPositions"].clone(),
            job["gender"].clone(),
            job["isBlueCollar"].clone(),
            job["salaryFrequency"].clone()
        ),
        (json!(1), json!("Both"), json!("No"), json!("per year"))
    );
    assert_eq!(job["description"], json!("Call ********** to apply"));

    let bad = [
        (json!({ "state": "" }), "State is required"),
        (json!({ "title": "" }), "Job title is required"),
        (
            json!({ "openPositions": 0 }),
            "Open positions must be at least 1",
        ),
        (
            json!({ "openPositions": 2.5 }),
            "Open positions must be a whole number",
        ),
        (
            json!({ "category": "Astrology" }),
            "Please select a category",
        ),
        (json!({ "type": "Gig" }), "Please select a job type"),
        (json!({ "workMode": "Space" }), "Please select a work mode"),
        (json!({ "gender": "X" }), "Gender preference is required"),
        (
            json!({ "isBlueCollar": "Maybe" }),
            "Please select if this is a blue collar job",
        ),
        (json!({ "description": " " }), "Job description is required"),
        (
            json!({ "salaryMax": null }),
            "Both minimum and maximum salary are required",
        ),
        (
            json!({ "salaryMax": 100 }),
            "Maximum salary must be greater than minimum salary",
        ),
        (json!({ "salaryMax": 1e300 }), "Salary is too large"),
    ];
    for (patch, message) in bad {
        let mut body = job_body();
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let v = error_of(
            app.post(&c, "/api/jobs", body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(v["message"], json!(message));
    }
    let mut body = job_body();
    body["employer"] = json!("someone-else");
    let v = error_of(
        app.post(&c, "/api/jobs", body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("employer"));
    let mut body = job_body();
    body["isClosed"] = json!(true);
    error_of(
        app.post(&c, "/api/jobs", body).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let n: i64 = sqlx::query_scalar("select count(*) from jobs")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 1, "refused posts store nothing");
    let n: i64 = sqlx::query_scalar("select count(*) from search_outbox")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 1);
}

#[sqlx::test(migrations = false)]
async fn only_the_owner_edits_closes_and_deletes(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (owner, _) = ready_employer(&app, "owner@firm.in").await;
    let (other, _) = ready_employer(&app, "other@firm.in").await;
    let (seeker, _) = app.signup("jobseeker", "s@example.in").await;
    let anon = app.client();
    let job = post_job(&app, &owner, job_body()).await;
    let id = job["_id"].as_str().unwrap().to_string();

    // Anonymous and job seekers cannot post.
    error_of(
        app.post(&anon, "/api/jobs", job_body()).await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    error_of(
        app.post(&seeker, "/api/jobs", job_body()).await,
        StatusCode::FORBIDDEN,
    )
    .await;

    let mut edit = job_body();
    edit["title"] = json!("Senior Delivery Executive");
    for (c, status) in [
        (&anon, StatusCode::UNAUTHORIZED),
        (&seeker, StatusCode::FORBIDDEN),
        (&other, StatusCode::NOT_FOUND),
    ] {
        let r = c
            .put(app.url(&format!("/api/jobs/{id}")))
            .json(&edit)
            .send()
            .await
            .unwrap();
        error_of(r, status).await;
        let r = c
            .put(app.url(&format!("/api/jobs/{id}/toggle-close")))
            .send()
            .await
            .unwrap();
        error_of(r, status).await;
        let r = c
            .delete(app.url(&format!("/api/jobs/{id}")))
            .send()
            .await
            .unwrap();
        error_of(r, status).await;
    }
    let unchanged = json_of(
        app.get(&anon, &format!("/api/jobs/{id}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(unchanged["job"]["title"], json!("Delivery Executive"));
    assert_eq!(outbox(&app, &id).await, 1);

    let v = json_of(
        owner
            .put(app.url(&format!("/api/jobs/{id}")))
            .json(&edit)
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Job Update Successfully"));
    assert_eq!(v["job"]["title"], json!("Senior Delivery Executive"));
    let v = json_of(
        owner
            .put(app.url(&format!("/api/jobs/{id}/toggle-close")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (v["isClosed"].clone(), v["message"].clone()),
        (json!(true), json!("Job Status Changed"))
    );
    // A closed job still opens by id and says it is closed.
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/{id}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (v["job"]["isClosed"].clone(), v["job"]["status"].clone()),
        (json!(true), json!("Closed"))
    );
    let v = json_of(
        owner
            .put(app.url(&format!("/api/jobs/{id}/toggle-close")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["isClosed"], json!(false));
    let v = json_of(
        owner
            .delete(app.url(&format!("/api/jobs/{id}")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Job deleted successfully"));
    let e = error_of(
        app.get(&anon, &format!("/api/jobs/{id}")).await,
        StatusCode::GONE,
    )
    .await;
    assert_eq!(e["code"], json!("job_removed"));
    assert_eq!(
        outbox(&app, &id).await,
        5,
        "create, edit, close, reopen, delete"
    );
}

#[sqlx::test(migrations = false)]
async fn lists_for_employers_and_visitors(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, user) = ready_employer(&app, "list@firm.in").await;
    let (other, _) = ready_employer(&app, "other@firm.in").await;
    post_job(&app, &other, job_body()).await;
    let mut ids = vec![];
    for (i, title) in [
        "Accountant",
        "barista",
        "Cashier",
        "Driver",
        "Electrician",
        "Fitter",
        "Gardener",
        "Helper",
        "Intern",
        "Janitor",
    ]
    .iter()
    .enumerate()
    {
        let mut b = job_body();
        b["title"] = json!(title);
        b["openPositions"] = json!(i + 1);
        ids.push(
            post_job(&app, &c, b).await["_id"]
                .as_str()
                .unwrap()
                .to_string(),
        );
    }
    c.put(app.url(&format!("/api/jobs/{}/toggle-close", ids[0])))
        .send()
        .await
        .unwrap();
    // Two applications to the Cashier job.
    for (n, email) in ["a@x.in", "b@x.in"].iter().enumerate() {
        let (_, s) = app.signup("jobseeker", email).await;
        insert_application(
            &app.db,
            ids[2].parse().unwrap(),
            s["_id"].as_str().unwrap().parse().unwrap(),
            &format!("r{n}.pdf"),
        )
        .await;
    }

    let v = json_of(
        app.get(&c, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"].as_array().unwrap().len(), 8);
    assert_eq!(v["pagination"]["totalCount"], json!(10));
    assert_eq!(v["pagination"]["totalPages"], json!(2));
    let v = json_of(
        app.get(
            &c,
            "/api/jobs/get-jobs-employer?sortBy=applicants&sortDir=desc",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"][0]["title"], json!("Cashier"));
    assert_eq!(v["data"][0]["applicationCount"], json!(2));
    let v = json_of(
        app.get(&c, "/api/jobs/get-jobs-employer?sortBy=title&sortDir=asc")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        v["data"][1]["title"],
        json!("barista"),
        "case-insensitive title sort"
    );
    let v = json_of(
        app.get(&c, "/api/jobs/get-jobs-employer?status=Closed")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"].as_array().unwrap().len(), 1);
    assert_eq!(v["data"][0]["isClosed"], json!(true));
    let v = json_of(
        app.get(
            &c,
            "/api/jobs/get-jobs-employer?status=active&search=ELECTRIC",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["data"].as_array().unwrap().len(), 1);
    let v = json_of(
        app.get(&c, "/api/jobs/get-jobs-employer?search=test%20pvt")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        v["pagination"]["totalCount"],
        json!(10),
        "search matches the company name too"
    );
    let v = json_of(
        app.get(&c, "/api/jobs/get-jobs-employer?search=%25").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(0), "% is literal");

    let eid = user["_id"].as_str().unwrap();
    let anon = app.client();
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/employer/{eid}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["pagination"]["totalCount"], json!(9), "open jobs only");
    assert_eq!(v["jobs"].as_array().unwrap().len(), 9);
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/employer/{eid}?page=2&limit=5"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["jobs"].as_array().unwrap().len(), 4);
    let v = json_of(
        app.get(&anon, "/api/jobs/total-open-positions").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["totalOpenPositions"], json!(10));

    for bad in [
        "/api/jobs/not-a-uuid",
        "/api/jobs/employer/xyz",
        "/api/jobs/get-jobs-employer?page=-1",
        "/api/jobs/get-jobs-employer?limit=1000000000",
        "/api/jobs/get-jobs-employer?status=open",
        "/api/jobs/get-jobs-employer?sortDir=sideways",
    ] {
        let v = error_of(app.get(&c, bad).await, StatusCode::BAD_REQUEST).await;
        assert!(!v["message"].as_str().unwrap().is_empty(), "{bad}");
    }
    let (seeker, s) = app.signup("jobseeker", "seek@x.in").await;
    error_of(
        app.get(&seeker, "/api/jobs/get-jobs-employer").await,
        StatusCode::FORBIDDEN,
    )
    .await;
    error_of(
        app.get(&anon, "/api/jobs/get-jobs-employer").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    let sid = s["_id"].as_str().unwrap();
    error_of(
        app.get(&anon, &format!("/api/jobs/employer/{sid}")).await,
        StatusCode::NOT_FOUND,
    )
    .await;
}

/// Posts are limited per employer per hour and per day (deleted jobs still count), also when
/// they arrive at once: one employer cannot post a thousand jobs in seconds.
#[sqlx::test(migrations = false)]
async fn posting_is_limited_per_employer_per_hour_and_day(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| {
        c.job_posts_per_hour = 3;
        c.job_posts_per_day = 5;
    })
    .await;
    let (c, _) = ready_employer(&app, "busy@firm.in").await;
    let (other, _) = ready_employer(&app, "calm@firm.in").await;
    // Ten at once: exactly three get through.
    let posts =
        futures::future::join_all((0..10).map(|_| app.post(&c, "/api/jobs", job_body()))).await;
    let created: Vec<_> = posts
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .collect();
    assert_eq!(created.len(), 3);
    let refused = posts
        .into_iter()
        .find(|r| r.status() == StatusCode::TOO_MANY_REQUESTS)
        .unwrap();
    assert!(refused.headers().get("retry-after").is_some());
    let v = error_of(refused, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(v["code"], json!("rate_limited"));
    assert_eq!(
        v["message"],
        json!("You can post up to 3 jobs in an hour. Please try again in 60 minutes.")
    );
    assert!(
        (3500..=3600).contains(&v["retryAfterSeconds"].as_u64().unwrap()),
        "{v}"
    );
    // Another employer is not affected.
    post_job(&app, &other, job_body()).await;
    // Deleting does not give a post back.
    let id: String = sqlx::query_scalar(
        "select j.id::text from jobs j join users u on u.id = j.employer_id \
         where u.email = 'busy@firm.in' limit 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    c.delete(app.url(&format!("/api/jobs/{id}")))
        .send()
        .await
        .unwrap();
    error_of(
        app.post(&c, "/api/jobs", job_body()).await,
        StatusCode::TOO_MANY_REQUESTS,
    )
    .await;
    // An hour later two more fit the day's five, then the day's limit answers.
    sqlx::query("update jobs set created_at = created_at - interval '61 minutes'")
        .execute(&app.db)
        .await
        .unwrap();
    for _ in 0..2 {
        post_job(&app, &c, job_body()).await;
    }
    let v = error_of(
        app.post(&c, "/api/jobs", job_body()).await,
        StatusCode::TOO_MANY_REQUESTS,
    )
    .await;
    assert_eq!(
        v["message"],
        json!("You can post up to 5 jobs in a day. Please try again in 23 hours.")
    );
}
