//! Trust and safety over HTTP (issue 29): the scam-risk check at posting and editing, reports,
//! domain verification with the badge and filter, and the admins' moderation (approve, reject
//! with a mail, suspension that leaves search at once, the audit log).

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{
    applications::employer_with_job,
    helpers::*,
    search::{index_and_wait, indexer},
};

const FEE: &str = "Registration fee of Rs 500 to be paid before joining. Deliver parcels.";
const SCAM: &str = "Registration fee of Rs 500 to be paid before joining. Daily payout task work: like videos and earn.";

fn body(title: &str, description: &str) -> Value {
    json!({ "title": title, "state": "Maharashtra", "location": "Pune", "category": "Logistics & Supply Chain",
        "type": "Full-Time", "workMode": "On-site", "description": description,
        "salaryMin": 15000, "salaryMax": 22000, "salaryFrequency": "per month", "isBlueCollar": "Yes" })
}

async fn post(app: &TestApp, c: &Client, title: &str, description: &str) -> Value {
    json_of(
        app.post(c, "/api/jobs", body(title, description)).await,
        StatusCode::CREATED,
    )
    .await
}

/// The titles a search for `keyword` answers (no indexer drain: what the API shows now).
async fn found(app: &TestApp, query: &str) -> Vec<String> {
    let v = json_of(
        app.get(&app.client(), &format!("/api/jobs?{query}&facets=false"))
            .await,
        StatusCode::OK,
    )
    .await;
    v["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["title"].as_str().unwrap().to_string())
        .collect()
}

/// Edits a job as its employer (200 expected).
async fn edit(app: &TestApp, employer: &Client, id: &str, body: Value) -> Value {
    json_of(
        employer
            .put(app.url(&format!("/api/jobs/{id}")))
            .json(&body)
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await
}

/// A job's row in its employer's Manage Jobs list.
async fn own_row(app: &TestApp, employer: &Client, id: &str) -> Value {
    let own = json_of(
        app.get(employer, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    own["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["_id"] == json!(id))
        .unwrap()
        .clone()
}

async fn admin(app: &TestApp) -> Client {
    kaamsetu_api::accounts::admin::create_admin(&app.db, "admin@kaamsetu.in", PASSWORD)
        .await
        .unwrap();
    let (c, r) = app.login("admin@kaamsetu.in", PASSWORD, "admin").await;
    assert_eq!(r.status(), StatusCode::OK);
    c
}

#[sqlx::test(migrations = false)]
async fn a_scam_like_posting_is_held_a_worse_one_refused_and_an_honest_one_goes_live(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = employer_with_job(&app, "e@firm.in", "Store Manager").await;
    let honest = post(
        &app,
        &employer,
        "Truck Driver",
        "Drive our trucks between Pune and Mumbai. Heavy licence needed.",
    )
    .await;
    assert_eq!(honest["review"], json!("live"), "{honest}");
    let held = post(&app, &employer, "Delivery Partner", FEE).await;
    assert_eq!(held["review"], json!("held"));
    let held_id = held["job"]["_id"].as_str().unwrap().to_string();
    let reasons = held["job"]["moderation"]["reasons"].as_array().unwrap();
    assert_eq!(reasons.len(), 1, "{held}");
    assert!(reasons[0].as_str().unwrap().contains("fee"), "{held}");

    // Refused: nothing saved, and the message names what to remove.
    let before: i64 = sqlx::query_scalar("select count(*) from jobs")
        .fetch_one(&app.db)
        .await
        .unwrap();
    let e = error_of(
        app.post(&employer, "/api/jobs", body("Work From Home", SCAM))
            .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["code"], json!("posting_refused"));
    assert_eq!(e["reasons"].as_array().unwrap().len(), 2, "{e}");
    for r in e["reasons"].as_array().unwrap() {
        assert!(e["message"].as_str().unwrap().contains(r.as_str().unwrap()));
    }
    let after: i64 = sqlx::query_scalar("select count(*) from jobs")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(before, after);

    // Held: out of search; the employer sees it under review with its reasons; nobody else
    // sees it at all.
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 2).await;
    assert_eq!(found(&app, "keyword=delivery").await, Vec::<String>::new());
    let row = own_row(&app, &employer, &held_id).await;
    assert_eq!(row["review"], json!("held"));
    assert_eq!(row["reviewReasons"], held["job"]["moderation"]["reasons"]);
    let page = json_of(
        app.get(&employer, &format!("/api/jobs/{held_id}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(page["job"]["moderation"]["review"], json!("held"));
    let (seeker, _) = app.signup("jobseeker", "s@example.in").await;
    for c in [&app.client(), &seeker] {
        error_of(
            app.get(c, &format!("/api/jobs/{held_id}")).await,
            StatusCode::NOT_FOUND,
        )
        .await;
    }
    let live = json_of(
        app.get(
            &seeker,
            &format!("/api/jobs/{}", honest["job"]["_id"].as_str().unwrap()),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert!(
        live["job"].get("moderation").is_none(),
        "only its employer reads it"
    );
    error_of(
        seeker
            .post(app.url(&format!("/api/save-jobs/{held_id}")))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        seeker
            .post(app.url(&format!("/api/applications/{held_id}")))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;

    // The fee removed: it goes live. Fee words added to the live one: held, and out of this
    // API's results at once, before the indexer has caught up.
    let edited = edit(
        &app,
        &employer,
        &held_id,
        body("Delivery Partner", "Deliver parcels across Pune."),
    )
    .await;
    assert_eq!(edited["review"], json!("live"));
    index_and_wait(&app, &mut ix, 3).await;
    let honest_id = honest["job"]["_id"].as_str().unwrap();
    let edited = edit(&app, &employer, honest_id, body("Truck Driver", FEE)).await;
    assert_eq!(edited["review"], json!("held"));
    assert_eq!(
        found(&app, "keyword=truck%20driver").await,
        Vec::<String>::new()
    );
    index_and_wait(&app, &mut ix, 2).await;
}

#[sqlx::test(migrations = false)]
async fn honest_blue_collar_postings_publish(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = employer_with_job(&app, "e@firm.in", "Helper").await;
    for (title, description) in [
        (
            "Driver",
            "Drive the company car for our director in Pune. 8 hours, Sundays off.",
        ),
        (
            "Security Guard",
            "Night shift guard for our warehouse. Uniform and PF provided.",
        ),
        (
            "Loading Helper",
            "Load and unload trucks at our Chakan godown. Food and stay given.",
        ),
        (
            "Electrician",
            "Maintain wiring in our factory. ITI preferred.",
        ),
    ] {
        let v = post(&app, &employer, title, description).await;
        assert_eq!(v["review"], json!("live"), "{title}: {v}");
    }
}

#[sqlx::test(migrations = false)]
async fn three_people_reporting_hide_a_job_and_the_same_person_counts_once(db: PgPool) {
    let app = TestApp::spawn_with(db, |c| c.reports_per_ip_per_hour = 5).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Warehouse Packer").await;
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 1).await;
    let report = |c: &Client, b: Value| {
        c.post(app.url(&format!("/api/jobs/{job}/report")))
            .json(&b)
            .send()
    };
    let (a, _) = app.signup("jobseeker", "a@example.in").await;
    let (b, _) = app.signup("jobseeker", "b@example.in").await;

    // Bad input: an unknown reason, details too long, one's own job.
    let e = error_of(
        report(&a, json!({ "reason": "spam" })).await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(e["message"].as_str().unwrap().contains("fee_asked"), "{e}");
    error_of(
        report(
            &a,
            json!({ "reason": "other", "details": "x".repeat(1001) }),
        )
        .await
        .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        report(&employer, json!({ "reason": "other" }))
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        report(&a, json!({ "reason": "other", "extra": 1 }))
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;

    let v = json_of(
        report(
            &a,
            json!({ "reason": "fee_asked", "details": "They asked Rs 2000 on the phone" }),
        )
        .await
        .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(v["counted"], json!(true));
    // The same person again: counted once.
    let v = json_of(
        report(&a, json!({ "reason": "fake_company" }))
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["counted"], json!(false));
    json_of(
        report(&b, json!({ "reason": "fee_asked" })).await.unwrap(),
        StatusCode::CREATED,
    )
    .await;
    // Two people: still searchable.
    assert_eq!(
        found(&app, "keyword=packer").await,
        vec!["Warehouse Packer"]
    );
    // A guest is the third person: hidden at once, and after the indexer too.
    json_of(
        report(&app.client(), json!({ "reason": "wrong_details" }))
            .await
            .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(found(&app, "keyword=packer").await, Vec::<String>::new());
    index_and_wait(&app, &mut ix, 0).await;
    let review: String = sqlx::query_scalar("select review from jobs where id = $1::uuid")
        .bind(&job)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(review, "hidden");
    // The employer sees why.
    let own = json_of(
        app.get(&employer, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(own["data"][0]["review"], json!("hidden"));

    // The address's hourly limit: 5 reports (the one of its own job counted too).
    let e = error_of(
        report(&app.client(), json!({ "reason": "other" }))
            .await
            .unwrap(),
        StatusCode::TOO_MANY_REQUESTS,
    )
    .await;
    assert_eq!(e["code"], json!("rate_limited"));

    // The admin sees the reports and approves: back in search, reports resolved.
    let admin = admin(&app).await;
    let q = json_of(
        app.get(&admin, "/api/admin/moderation").await,
        StatusCode::OK,
    )
    .await;
    let item = &q["jobs"][0];
    assert_eq!(item["job"]["_id"], json!(job));
    assert_eq!(item["review"], json!("hidden"));
    assert_eq!(item["reports"].as_array().unwrap().len(), 3, "{item}");
    assert_eq!(item["employer"]["email"], json!("e@firm.in"));
    json_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{job}/approve")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    // Nothing waits on it now: approving again is refused (and logs nothing).
    error_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{job}/approve")))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    index_and_wait(&app, &mut ix, 1).await;
    let q = json_of(
        app.get(&admin, "/api/admin/moderation").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(q["jobs"], json!([]), "nothing left to review");
}

#[sqlx::test(migrations = false)]
async fn a_company_domain_verified_by_mail_gets_the_badge_and_the_filter(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (verified, _) = employer_with_job(&app, "owner@gmail.com", "Delivery Rider").await;
    let (_other, _) = employer_with_job(&app, "o@firm.in", "Delivery Executive").await;
    let start = |email: &str| {
        verified
            .post(app.url("/api/employer/verify-domain"))
            .json(&json!({ "email": email }))
            .send()
    };
    let e = error_of(
        start("hr@rediffmail.com").await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["code"], json!("free_mail_domain"));
    assert!(
        e["message"].as_str().unwrap().contains("rediffmail.com"),
        "{e}"
    );
    error_of(
        start("not an email").await.unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    json_of(start("hr@swiftcouriers.in").await.unwrap(), StatusCode::OK).await;
    let e = error_of(
        start("hr@swiftcouriers.in").await.unwrap(),
        StatusCode::TOO_MANY_REQUESTS,
    )
    .await;
    assert!(e["cooldownSeconds"].as_u64().unwrap() > 0, "{e}");
    let code = app.code_for("hr@swiftcouriers.in").await;
    let confirm = |code: &str| {
        verified
            .post(app.url("/api/employer/verify-domain/confirm"))
            .json(&json!({ "code": code }))
            .send()
    };
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let e = error_of(confirm(wrong).await.unwrap(), StatusCode::BAD_REQUEST).await;
    assert_eq!(e["attemptsLeft"], json!(4));
    let v = json_of(confirm(&code).await.unwrap(), StatusCode::OK).await;
    assert_eq!(v["verifiedDomain"], json!("swiftcouriers.in"));
    // Used: a second try has nothing to confirm.
    error_of(confirm(&code).await.unwrap(), StatusCode::BAD_REQUEST).await;
    let me = json_of(app.get(&verified, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["verifiedDomain"], json!("swiftcouriers.in"));

    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 2).await;
    let v = json_of(
        app.get(&app.client(), "/api/jobs?keyword=delivery&facets=false")
            .await,
        StatusCode::OK,
    )
    .await;
    let badge: Vec<(String, bool)> = v["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| {
            (
                j["title"].as_str().unwrap().to_string(),
                j["company"]["verified"].as_bool().unwrap(),
            )
        })
        .collect();
    assert!(
        badge.contains(&("Delivery Rider".into(), true)),
        "{badge:?}"
    );
    assert!(
        badge.contains(&("Delivery Executive".into(), false)),
        "{badge:?}"
    );
    assert_eq!(
        found(&app, "keyword=delivery&verified=true").await,
        vec!["Delivery Rider"]
    );
    assert_eq!(found(&app, "verified=true").await, vec!["Delivery Rider"]);
    error_of(
        app.get(&app.client(), "/api/jobs?verified=yes").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let employers = json_of(app.get(&app.client(), "/api/users").await, StatusCode::OK).await;
    let flags: Vec<bool> = employers["employers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["verified"].as_bool().unwrap())
        .collect();
    assert_eq!(flags.iter().filter(|v| **v).count(), 1, "{employers}");
}

#[sqlx::test(migrations = false)]
async fn an_admin_rejects_with_a_mail_and_suspends_an_employer_out_of_search_at_once(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = employer_with_job(&app, "e@firm.in", "Courier Boy").await;
    post(&app, &employer, "Parcel Sorter", "Sort parcels at our hub.").await;
    let held = post(&app, &employer, "Delivery Partner", FEE).await;
    let held_id = held["job"]["_id"].as_str().unwrap().to_string();
    let (other, _) = employer_with_job(&app, "o@firm.in", "Courier Executive").await;
    let mut ix = indexer(&app).await;
    index_and_wait(&app, &mut ix, 3).await;
    let admin = admin(&app).await;

    let q = json_of(
        app.get(&admin, "/api/admin/moderation").await,
        StatusCode::OK,
    )
    .await;
    let item = &q["jobs"][0];
    assert_eq!(item["job"]["_id"], json!(held_id));
    assert_eq!(item["review"], json!("held"));
    assert!(item["riskScore"].as_i64().unwrap() >= 4);
    assert_eq!(item["signals"][0]["id"], json!("fee"));
    assert_eq!(item["employer"]["jobs"], json!(3));

    // Reject: a message is required; the employer is mailed and sees it.
    error_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{held_id}/reject")))
            .json(&json!({ "message": " " }))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    let why = "Job seekers must never be asked to pay a registration fee.";
    json_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{held_id}/reject")))
            .json(&json!({ "message": why }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(15);
    while !app
        .mail_texts_to("e@firm.in")
        .iter()
        .any(|t| t.contains(why))
    {
        assert!(tokio::time::Instant::now() < deadline, "no rejection mail");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let row = own_row(&app, &employer, &held_id).await;
    assert_eq!(row["review"], json!("rejected"));
    assert_eq!(row["moderationMessage"], json!(why));
    error_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{held_id}/reject")))
            .json(&json!({ "message": why }))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    // An edit of a rejected job goes back to the queue, not live.
    let v = edit(
        &app,
        &employer,
        &held_id,
        body("Delivery Partner", "Deliver parcels across Pune."),
    )
    .await;
    assert_eq!(v["review"], json!("held"));

    // Suspend: when the call returns, none of the employer's jobs is searchable (before the
    // indexer has run), the other employer's stays; they cannot post.
    assert_eq!(found(&app, "keyword=courier").await.len(), 2);
    let employer_id: String =
        sqlx::query_scalar("select id::text from users where email = 'e@firm.in'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    json_of(
        admin
            .post(app.url(&format!("/api/admin/employers/{employer_id}/suspend")))
            .json(&json!({ "message": "Several jobs asked job seekers for fees." }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        found(&app, "keyword=courier").await,
        vec!["Courier Executive"]
    );
    assert_eq!(found(&app, "keyword=parcel").await, Vec::<String>::new());
    let searchable: i64 = sqlx::query_scalar(
        "select count(*) from jobs where employer_id = $1::uuid and review = 'live'",
    )
    .bind(&employer_id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(searchable, 0, "one transaction took them all out");
    // Again: nothing more happens (no second mail, no second log line).
    let mails = app.mails_to("e@firm.in");
    error_of(
        admin
            .post(app.url(&format!("/api/admin/employers/{employer_id}/suspend")))
            .json(&json!({ "message": "Several jobs asked job seekers for fees." }))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    index_and_wait(&app, &mut ix, 1).await;
    let e = error_of(
        app.post(&employer, "/api/jobs", body("Rider", "Deliver food."))
            .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(e["code"], json!("account_suspended"));
    let me = json_of(app.get(&employer, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["isSuspended"], json!(true));
    assert_eq!(
        me["user"]["suspensionMessage"],
        json!("Several jobs asked job seekers for fees.")
    );
    let own = json_of(
        app.get(&employer, "/api/jobs/get-jobs-employer").await,
        StatusCode::OK,
    )
    .await;
    for j in own["data"].as_array().unwrap() {
        assert_eq!(j["review"], json!("suspended"), "{j}");
        assert_eq!(
            j["moderationMessage"],
            json!("Several jobs asked job seekers for fees.")
        );
    }
    error_of(
        app.get(&app.client(), &format!("/api/users/{employer_id}"))
            .await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let _ = other;

    let log = json_of(
        app.get(&admin, "/api/admin/audit-log").await,
        StatusCode::OK,
    )
    .await;
    let actions: Vec<&str> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, vec!["suspend", "reject"], "newest first");
    assert!(
        app.mails_to("e@firm.in") <= mails + 1,
        "the suspension mail at most, once"
    );
    assert_eq!(log["entries"][0]["admin"], json!("admin@kaamsetu.in"));
    assert_eq!(log["entries"][1]["jobTitle"], json!("Delivery Partner"));
    assert_eq!(log["entries"][1]["message"], json!(why));

    // Bad input to the admin routes.
    for (path, b) in [
        ("/api/admin/jobs/not-a-uuid/approve", json!({})),
        (
            "/api/admin/employers/not-a-uuid/suspend",
            json!({ "message": "hello there" }),
        ),
    ] {
        error_of(
            admin.post(app.url(path)).json(&b).send().await.unwrap(),
            StatusCode::BAD_REQUEST,
        )
        .await;
    }
    error_of(
        admin
            .post(app.url(&format!("/api/admin/jobs/{}/approve", uuid::Uuid::new_v4())))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn admins_are_made_by_ops_and_sign_in_only_on_their_page(db: PgPool) {
    let app = TestApp::spawn(db).await;
    app.signup("employer", "e@firm.in").await;
    let e = kaamsetu_api::accounts::admin::create_admin(&app.db, "e@firm.in", PASSWORD)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("job seeker or employer"), "{e}");
    assert!(
        kaamsetu_api::accounts::admin::create_admin(&app.db, "a@kaamsetu.in", "short")
            .await
            .is_err()
    );
    assert!(
        kaamsetu_api::accounts::admin::create_admin(&app.db, "a@kaamsetu.in", PASSWORD)
            .await
            .unwrap()
    );
    // Again: the password is set, not a second account.
    assert!(
        !kaamsetu_api::accounts::admin::create_admin(&app.db, "a@kaamsetu.in", PASSWORD)
            .await
            .unwrap()
    );
    let c = app.client();
    let e = error_of(
        app.post(
            &c,
            "/api/auth/login",
            json!({ "email": "a@kaamsetu.in", "password": PASSWORD }),
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(e["redirect"], json!("/login/admin"));
    let (_, r) = app.login("e@firm.in", PASSWORD, "admin").await;
    let e = error_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(e["redirect"], json!("/login/employer"));
    let (admin, r) = app.login("a@kaamsetu.in", PASSWORD, "admin").await;
    assert_eq!(r.status(), StatusCode::OK);
    let me = json_of(app.get(&admin, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["role"], json!("admin"));
    // Sign-up never makes an admin.
    let e = error_of(
        app.post(
            &app.client(),
            "/api/auth/register",
            json!({ "name": "Eve", "email": "eve@x.in", "password": PASSWORD,
                    "confirmPassword": PASSWORD, "role": "admin" }),
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(e["message"], json!("Role must be jobseeker or employer"));
}
