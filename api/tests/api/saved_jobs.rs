//! Saved jobs: job seekers' own only.

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn job_seekers_save_list_and_remove_their_own(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = app.signup("employer", "e@firm.in").await;
    sqlx::query("update users set company_desc = 'd', company_logo = 'l.png'")
        .execute(&app.db)
        .await
        .unwrap();
    let mut ids = vec![];
    for i in 0..12 {
        let v = json_of(app.post(&employer, "/api/jobs", json!({ "title": format!("Job {i}"), "state": "Goa",
            "category": "Hospitality", "type": "Part-Time", "workMode": "On-site", "description": "Serve",
            "salaryMin": 10000, "salaryMax": 12000 })).await, StatusCode::CREATED).await;
        ids.push(v["job"]["_id"].as_str().unwrap().to_string());
    }
    let (seeker, _) = app.signup("jobseeker", "s@example.in").await;
    let (other, _) = app.signup("jobseeker", "o@example.in").await;
    let anon = app.client();

    error_of(
        app.post(&anon, &format!("/api/save-jobs/{}", ids[0]), json!(null))
            .await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    error_of(
        app.post(
            &employer,
            &format!("/api/save-jobs/{}", ids[0]),
            json!(null),
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    for id in &ids {
        let v = json_of(
            seeker
                .post(app.url(&format!("/api/save-jobs/{id}")))
                .send()
                .await
                .unwrap(),
            StatusCode::CREATED,
        )
        .await;
        assert_eq!(v["message"], json!("Job saved successfully"));
    }
    // Saving twice is harmless.
    json_of(
        seeker
            .post(app.url(&format!("/api/save-jobs/{}", ids[0])))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;

    let v = json_of(app.get(&seeker, "/api/save-jobs/my").await, StatusCode::OK).await;
    assert_eq!(v["savedJobs"].as_array().unwrap().len(), 10);
    assert_eq!(v["pagination"]["totalCount"], json!(12));
    assert_eq!(v["savedJobs"][0]["job"]["isSaved"], json!(true));
    let v = json_of(
        app.get(&seeker, "/api/save-jobs/my?page=2").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["savedJobs"].as_array().unwrap().len(), 2);
    let v = json_of(app.get(&other, "/api/save-jobs/my").await, StatusCode::OK).await;
    assert_eq!(
        v["pagination"]["totalCount"],
        json!(0),
        "nobody sees another's saves"
    );
    error_of(
        app.get(&employer, "/api/save-jobs/my").await,
        StatusCode::FORBIDDEN,
    )
    .await;

    // The job detail shows the viewer's own saved flag only.
    let v = json_of(
        app.get(&seeker, &format!("/api/jobs/{}", ids[3])).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["isSaved"], json!(true));
    let v = json_of(
        app.get(&other, &format!("/api/jobs/{}", ids[3])).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["isSaved"], json!(false));

    error_of(
        other
            .delete(app.url(&format!("/api/save-jobs/{}", ids[3])))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    let v = json_of(
        seeker
            .delete(app.url(&format!("/api/save-jobs/{}", ids[3])))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Job removed successfully"));
    error_of(
        seeker
            .delete(app.url(&format!("/api/save-jobs/{}", ids[3])))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;

    // A closed job cannot be saved; unknown and malformed ids are refused.
    employer
        .put(app.url(&format!("/api/jobs/{}/toggle-close", ids[3])))
        .send()
        .await
        .unwrap();
    error_of(
        seeker
            .post(app.url(&format!("/api/save-jobs/{}", ids[3])))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        seeker
            .post(app.url(&format!("/api/save-jobs/{}", uuid::Uuid::new_v4())))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;
    error_of(
        seeker
            .post(app.url("/api/save-jobs/123"))
            .send()
            .await
            .unwrap(),
        StatusCode::BAD_REQUEST,
    )
    .await;
    error_of(
        app.get(&seeker, "/api/save-jobs/my?limit=0").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}
