//! What the home page and the job seeker dashboard read beside the search: recommendations,
//! the logo strip's employers and the employer brochure.

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{applications::employer_with_job, helpers::*, search::index_and_wait};

async fn post(
    app: &TestApp,
    employer: &reqwest::Client,
    title: &str,
    location: &str,
    requirements: &str,
) -> String {
    let (state, city) = location.split_once('/').unwrap();
    let v = json_of(
        app.post(
            employer,
            "/api/jobs",
            json!({ "title": title, "state": state, "location": city, "category": "Engineering",
                "type": "Full-Time", "workMode": "On-site", "description": "Join our team.",
                "requirements": requirements, "salaryMin": 30000, "salaryMax": 50000,
                "salaryFrequency": "per month" }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    v["job"]["_id"].as_str().unwrap().to_string()
}

fn titles(v: &Value) -> Vec<String> {
    v["recommendations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["job"]["title"].as_str().unwrap().to_string())
        .collect()
}

#[sqlx::test(migrations = false)]
async fn recommendations_follow_skills_then_city_and_skip_applied_jobs(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, first) = employer_with_job(&app, "hr@firm.in", "Welder").await;
    post(
        &app,
        &employer,
        "React Developer",
        "Maharashtra/Pune",
        "React, TypeScript",
    )
    .await;
    let both = post(
        &app,
        &employer,
        "Full Stack Engineer",
        "Maharashtra/Pune",
        "React and SQL",
    )
    .await;
    post(
        &app,
        &employer,
        "Store Keeper",
        "Karnataka/Bengaluru",
        "Stock registers",
    )
    .await;
    let mut ix = crate::search::indexer(&app).await;
    index_and_wait(&app, &mut ix, 4).await;

    let (seeker, _) = app.signup("jobseeker", "asha@example.in").await;
    // An empty profile: trending jobs, said so.
    let v = json_of(
        app.get(&seeker, "/api/jobs/recommended").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["basis"], json!("trending"));
    assert_eq!(titles(&v).len(), 4);

    json_of(
        seeker
            .put(app.url("/api/users/profile"))
            .json(&json!({ "name": "Asha Rao", "skills": "react, SQL", "location": "Bangalore" }))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let v = json_of(
        app.get(&seeker, "/api/jobs/recommended?limit=10").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["basis"], json!("profile"));
    assert_eq!(
        titles(&v),
        vec!["Full Stack Engineer", "React Developer", "Store Keeper"],
        "two skills, one skill, then the profile's city (Bangalore = Bengaluru); the welder matches nothing"
    );
    let r = &v["recommendations"];
    assert_eq!(r[0]["matchedSkills"], json!(["react", "SQL"]));
    assert_eq!(r[2]["matchedSkills"], json!([]));
    assert_eq!(
        (r[0]["nearby"].clone(), r[2]["nearby"].clone()),
        (json!(false), json!(true))
    );
    assert_eq!(r[0]["job"]["_id"], json!(both));

    // A job applied to is not recommended again.
    sqlx::query("update users set resume = 'cv.pdf' where email = 'asha@example.in'")
        .execute(&app.db)
        .await
        .unwrap();
    json_of(
        app.post(&seeker, &format!("/api/applications/{both}"), json!({}))
            .await,
        StatusCode::CREATED,
    )
    .await;
    let v = json_of(
        app.get(&seeker, "/api/jobs/recommended?limit=10").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(titles(&v), vec!["React Developer", "Store Keeper"]);
    let _ = first;

    // Only job seekers; a bad limit is a 400.
    error_of(
        app.get(&app.client(), "/api/jobs/recommended").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    error_of(
        app.get(&employer, "/api/jobs/recommended").await,
        StatusCode::FORBIDDEN,
    )
    .await;
    error_of(
        app.get(&seeker, "/api/jobs/recommended?limit=abc").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn the_logo_strip_lists_employers_with_logos_busiest_first(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (busy, _) = employer_with_job(&app, "busy@firm.in", "Driver").await;
    post(&app, &busy, "Cook", "Maharashtra/Pune", "").await;
    employer_with_job(&app, "quiet@firm.in", "Helper").await;
    app.signup("employer", "nologo@firm.in").await;
    let anon = app.client();
    let v = json_of(
        app.get(&anon, "/api/users?withLogo=true").await,
        StatusCode::OK,
    )
    .await;
    let emails: Vec<&str> = v["employers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["companyLogo"].as_str().unwrap())
        .collect();
    assert_eq!(emails, vec!["l.png", "l.png"], "only employers with a logo");
    assert_eq!(v["pagination"]["totalCount"], json!(2));
    assert_eq!(
        v["employers"][0]["openJobs"],
        json!(2),
        "most open jobs first"
    );
    let all = json_of(app.get(&anon, "/api/users").await, StatusCode::OK).await;
    assert_eq!(all["pagination"]["totalCount"], json!(3));
    error_of(
        app.get(&anon, "/api/users?withLogo=maybe").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn the_brochure_is_a_pdf_with_todays_figures(db: PgPool) {
    let app = TestApp::spawn(db).await;
    employer_with_job(&app, "hr@firm.in", "Driver").await;
    let r = app.get(&app.client(), "/api/brochure.pdf").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert!(
        r.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("attachment")
    );
    let body = r.bytes().await.unwrap();
    let text = String::from_utf8(body.to_vec()).unwrap();
    assert!(text.starts_with("%PDF-1.4") && text.ends_with("%%EOF\n"));
    assert!(
        text.contains("(1 open job on the board)"),
        "today's figures, in words"
    );
    assert!(text.contains("(1 employer hiring)"));
}
