//! Dashboards: employer overview with trends and recents; job seeker overview.

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::{
    applications::{employer_with_job, seeker_with_resume},
    helpers::*,
};

#[sqlx::test(migrations = false)]
async fn employer_overview_counts_trends_and_recents(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job1) = employer_with_job(&app, "e@firm.in", "Job One").await;
    let (_, other_job) = employer_with_job(&app, "o@firm.in", "Elsewhere").await;
    let (s1, _, _) = seeker_with_resume(&app, "a@x.in", "Asha").await;
    let (s2, _, _) = seeker_with_resume(&app, "b@x.in", "Bala").await;
    for s in [&s1, &s2] {
        s.post(app.url(&format!("/api/applications/{job1}")))
            .send()
            .await
            .unwrap();
    }
    s1.post(app.url(&format!("/api/applications/{other_job}")))
        .send()
        .await
        .unwrap();
    // A second job, posted 10 days ago and closed since.
    let v = json_of(app.post(&employer, "/api/jobs", json!({ "title": "Old Job", "state": "Goa", "category": "Other",
        "type": "Part-Time", "workMode": "Remote", "description": "d", "salaryMin": 1, "salaryMax": 2 })).await,
        StatusCode::CREATED).await;
    let old = v["job"]["_id"].as_str().unwrap().to_string();
    sqlx::query("update jobs set created_at = now() - interval '10 days', is_closed = true where id = $1::uuid")
        .bind(&old).execute(&app.db).await.unwrap();
    let list = json_of(
        app.get(&employer, &format!("/api/applications/job/{job1}"))
            .await,
        StatusCode::OK,
    )
    .await;
    let first = list["data"][0]["_id"].as_str().unwrap();
    employer
        .put(app.url(&format!("/api/applications/{first}/status")))
        .json(&json!({ "status": "Accepted" }))
        .send()
        .await
        .unwrap();

    let v = json_of(
        app.get(&employer, "/api/analytics/overview").await,
        StatusCode::OK,
    )
    .await;
    let c = &v["counts"];
    assert_eq!(
        (
            c["totalActiveJobs"].clone(),
            c["totalApplications"].clone(),
            c["totalHired"].clone()
        ),
        (json!(1), json!(2), json!(1)),
        "{v}"
    );
    // This week: 1 job posted, last week: 1 → 0 %; applications 2 vs 0 → 100 %.
    assert_eq!(c["trends"]["activeJobs"], json!(0.0));
    assert_eq!(c["trends"]["totalApplicants"], json!(100.0));
    assert_eq!(c["trends"]["totalHired"], json!(100.0));
    let recent = v["data"]["recentJobs"].as_array().unwrap();
    assert_eq!(recent.len(), 2);
    assert_eq!(recent[0]["title"], json!("Job One"));
    let apps = v["data"]["recentApplications"].as_array().unwrap();
    assert_eq!(apps.len(), 2);
    assert_eq!(apps[0]["jobTitle"], json!("Job One"));
    assert_eq!(apps[0]["applicantName"], apps[0]["applicant"]["name"]);
    assert!(apps[0]["updatedAt"].is_string());
    error_of(
        app.get(&s1, "/api/analytics/overview").await,
        StatusCode::FORBIDDEN,
    )
    .await;
    error_of(
        app.get(&app.client(), "/api/analytics/overview").await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn jobseeker_overview_counts_and_completeness(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Job").await;
    let (seeker, _, _) = seeker_with_resume(&app, "s@x.in", "Sunil").await;
    seeker
        .post(app.url(&format!("/api/applications/{job}")))
        .send()
        .await
        .unwrap();
    seeker
        .post(app.url(&format!("/api/save-jobs/{job}")))
        .send()
        .await
        .unwrap();
    let v = json_of(
        app.get(&seeker, "/api/analytics/jobseekrOverview").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        v["counts"],
        json!({ "total": 1, "applied": 1, "inReview": 0, "accepted": 0, "rejected": 0, "saved": 1,
            "updates": 0 })
    );
    assert_eq!(v["profileCompleteness"]["percent"], json!(16));
    let missing = v["profileCompleteness"]["missing"].as_array().unwrap();
    assert!(!missing.contains(&json!("resume")) && missing.contains(&json!("skills")));
    seeker
        .put(app.url("/api/users/profile"))
        .json(&json!({ "skills": "Driving", "phone": "9876543210" }))
        .send()
        .await
        .unwrap();
    let v = json_of(
        app.get(&seeker, "/api/analytics/jobseekrOverview").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["profileCompleteness"]["percent"], json!(50));
    error_of(
        app.get(&employer, "/api/analytics/jobseekrOverview").await,
        StatusCode::FORBIDDEN,
    )
    .await;
}
