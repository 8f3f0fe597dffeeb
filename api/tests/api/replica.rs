//! The replica pool (`DATABASE_REPLICA_URL`): reads that tolerate lag go there, writes never
//! do. The test points it at a read-only session of the test's own database, where a write
//! fails, then runs the writes of an employer and a job seeker.

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::{
    applications::{employer_with_job, seeker_with_resume},
    helpers::*,
};

/// Connections of the replica pool open on this database.
async fn replica_connections(db: &PgPool) -> i64 {
    sqlx::query_scalar(
        "select count(*) from pg_stat_activity \
         where application_name = 'kaamsetu-replica' and datname = current_database()",
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// The account that posted job `job`.
async fn employer_of(app: &TestApp, job: &str) -> uuid::Uuid {
    sqlx::query_scalar("select employer_id from jobs where id = $1::uuid")
        .bind(job)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[sqlx::test(migrations = false)]
async fn writes_never_go_to_the_replica_pool(db: PgPool) {
    let url = database_url(&db).await;
    let app = TestApp::spawn_with(db, |c| c.database_replica_url = Some(url)).await;
    // The replica pool is read-only: a write there fails (so the journey below would too).
    let replica =
        kaamsetu_api::startup::replica_pool(app.config.database_replica_url.as_deref().unwrap())
            .unwrap();
    let refused = sqlx::query("insert into search_outbox (job_id) values (gen_random_uuid())")
        .execute(&replica)
        .await
        .unwrap_err();
    assert!(refused.to_string().contains("read-only"), "{refused}");
    replica.close().await;

    // Anonymous pages read the replica.
    let (employer, job) = employer_with_job(&app, "e@firm.in", "Backend Engineer").await;
    let anon = app.client();
    json_of(
        app.get(&anon, &format!("/api/jobs/{job}")).await,
        StatusCode::OK,
    )
    .await;
    let employer_id = employer_of(&app, &job).await;
    json_of(
        app.get(&anon, &format!("/api/jobs/employer/{employer_id}"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert!(
        replica_connections(&app.db).await > 0,
        "reads went to the replica"
    );

    // Every write of the journey lands (on the primary), and what a signed-in user wrote is
    // read back at once.
    let (seeker, _, _) = seeker_with_resume(&app, "s@example.in", "Sita Ram").await;
    json_of(
        seeker
            .post(app.url(&format!("/api/save-jobs/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    json_of(
        seeker
            .post(app.url(&format!("/api/applications/{job}")))
            .send()
            .await
            .unwrap(),
        StatusCode::CREATED,
    )
    .await;
    let v = json_of(
        app.get(&seeker, &format!("/api/jobs/{job}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["isSaved"], json!(true));
    assert_eq!(v["job"]["applicationStatus"], json!("Applied"));
    json_of(
        employer
            .put(app.url(&format!("/api/jobs/{job}/toggle-close")))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/{job}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["isClosed"], json!(true));
}

/// A replica that cannot be reached (down, restarting, failed over) costs a visitor nothing: the
/// read runs again on the primary, and the reads after it go straight there for a while.
#[sqlx::test(migrations = false)]
async fn visitors_are_served_from_the_primary_while_the_replica_is_away(db: PgPool) {
    // Nothing listens on port 1.
    let app = TestApp::spawn_with(db, |c| {
        c.database_replica_url = Some("postgres://postgres@127.0.0.1:1/nowhere".into())
    })
    .await;
    let (_, job) = employer_with_job(&app, "e@firm.in", "Warehouse Picker").await;
    let employer_id = employer_of(&app, &job).await;
    let mut ix = crate::search::indexer(&app).await;
    crate::search::index_and_wait(&app, &mut ix, 1).await;
    let anon = app.client();

    let started = std::time::Instant::now();
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/{job}")).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["job"]["title"], json!("Warehouse Picker"));
    let first = started.elapsed();

    // The replica is now left alone: these do not wait for it at all.
    let started = std::time::Instant::now();
    let v = json_of(
        app.get(&anon, &format!("/api/jobs/employer/{employer_id}"))
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["jobs"].as_array().map(Vec::len), Some(1), "{v}");
    let v = json_of(
        app.get(&anon, "/api/jobs?keyword=warehouse").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["jobs"].as_array().map(Vec::len), Some(1), "{v}");
    let after = started.elapsed();
    assert!(
        after < first && after < std::time::Duration::from_secs(1),
        "reads kept trying the replica: first {first:?}, then {after:?}"
    );
}
