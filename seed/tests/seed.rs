//! The demo data against a real PostgreSQL: a fresh database per test.

use std::path::Path;

use argon2::{
    Argon2,
    password_hash::{PasswordHash, PasswordVerifier},
};
use chrono::{DateTime, TimeZone, Utc};
use kaamsetu_seed::{
    self as seed, DEMO_EMPLOYER_EMAIL, DEMO_EMPLOYER_JOBS, DEMO_PASSWORD, DEMO_SEEKER_EMAIL,
    Outcome, Progress, SeedArgs, SeedParams,
};
use sqlx::PgPool;
use uuid::Uuid;

fn args(jobs: usize, employers: usize, data_dir: &Path) -> SeedArgs {
    SeedArgs {
        jobs,
        employers,
        seed: 42,
        if_empty: true,
        database_url: String::new(),
        data_dir: data_dir.to_path_buf(),
    }
}

async fn count(pool: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

#[sqlx::test(migrations = "../migrations")]
async fn seeds_a_realistic_database_once(pool: PgPool) {
    let dir = tempfile::tempdir().unwrap();
    let outcome = seed::seed_database(&pool, &args(2000, 50, dir.path()), Progress::silent())
        .await
        .unwrap();
    let Outcome::Seeded(summary) = outcome else {
        panic!("skipped an empty database")
    };
    assert_eq!(summary.jobs, 2000);
    assert_eq!(summary.employers, 51, "50 employers and the demo employer");

    assert_eq!(count(&pool, "select count(*) from jobs").await, 2000);
    assert_eq!(
        count(&pool, "select count(*) from jobs where not is_closed").await,
        summary.open_jobs as i64
    );
    assert_eq!(
        count(&pool, "select count(*) from users where role = 'employer'").await,
        51
    );
    assert_eq!(
        count(&pool, "select count(*) from users where role = 'jobseeker'").await,
        1
    );
    assert_eq!(
        count(
            &pool,
            "select count(*) from users where not is_email_verified"
        )
        .await,
        0
    );
    assert_eq!(count(&pool, "select count(*) from search_outbox").await, 0);

    // distributions
    assert_eq!(
        count(&pool, "select count(distinct category) from jobs").await,
        43
    );
    assert_eq!(
        count(&pool, "select count(distinct type) from jobs").await,
        kaamsetu_search::catalog::JOB_TYPES.len() as i64
    );
    assert_eq!(
        count(&pool, "select count(distinct work_mode) from jobs").await,
        3
    );
    let closed = count(&pool, "select count(*) from jobs where is_closed").await;
    assert!((80..=240).contains(&closed), "{closed} closed");
    let hidden = count(&pool, "select count(*) from jobs where salary_min is null").await;
    assert!((10..=150).contains(&hidden), "{hidden} without salary");
    assert_eq!(
        count(
            &pool,
            "select count(*) from jobs where is_blue_collar \
             and (salary_frequency <> 'per month' or salary_min < 10000 or salary_max > 35000)"
        )
        .await,
        0
    );
    assert_eq!(
        count(
            &pool,
            "select count(*) from jobs where not is_blue_collar and type = 'Full-Time' \
             and (salary_frequency <> 'per year' or salary_min < 250000 or salary_max > 4000000)"
        )
        .await,
        0
    );
    assert_eq!(
        count(
            &pool,
            "select count(*) from jobs where title ~ '(Driver|Delivery)' and work_mode = 'Remote'"
        )
        .await,
        0
    );
    let metro = count(
        &pool,
        "select count(*) from jobs where location in ('Bengaluru', 'Mumbai', 'Hyderabad', \
         'Chennai', 'Pune', 'Delhi', 'New Delhi', 'Gurugram', 'Noida', 'Kolkata', 'Ahmedabad')",
    )
    .await;
    assert!(metro > 1000, "{metro} jobs in metros");
    assert_eq!(
        count(
            &pool,
            "select count(*) from jobs where created_at > now() \
             or created_at < now() - interval '61 days' or updated_at < created_at"
        )
        .await,
        0
    );
    let both = count(&pool, "select count(*) from jobs where gender = 'Both'").await;
    assert!(both > 1600, "{both} open to both");

    // demo accounts
    let (id, hash, verified, logo, company, desc): (
        Uuid,
        String,
        bool,
        Option<String>,
        Option<String>,
        Option<String>,
    ) = sqlx::query_as(
        "select id, password_hash, is_email_verified, company_logo, company_name, company_desc \
         from users where email = $1 and role = 'employer'",
    )
    .bind(DEMO_EMPLOYER_EMAIL)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert!(verified && company.is_some() && desc.is_some());
    assert!(hash.starts_with("$argon2id$"));
    Argon2::default()
        .verify_password(DEMO_PASSWORD.as_bytes(), &PasswordHash::new(&hash).unwrap())
        .expect("the demo password verifies");
    let demo_jobs: i64 = sqlx::query_scalar("select count(*) from jobs where employer_id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(demo_jobs, DEMO_EMPLOYER_JOBS as i64);

    let logo = logo.expect("a logo");
    assert_eq!(logo.len(), 36);
    let (kind, content_type, size, owner): (String, String, i64, Option<Uuid>) = sqlx::query_as(
        "select kind, content_type, size_bytes, owner_id from uploads where filename = $1",
    )
    .bind(&logo)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(
        (kind.as_str(), content_type.as_str(), owner),
        ("image", "image/png", Some(id))
    );
    let bytes = std::fs::read(dir.path().join("uploads").join(&logo)).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert_eq!(bytes.len() as i64, size);

    let (seeker_hash, skills, location, status, resume): (
        String,
        Vec<String>,
        Option<String>,
        String,
        Option<String>,
    ) = sqlx::query_as(
        "select password_hash, skills, location, status, resume from users \
         where email = $1 and role = 'jobseeker' and is_email_verified",
    )
    .bind(DEMO_SEEKER_EMAIL)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(seeker_hash, hash, "hashed once, shared");
    assert!(!skills.is_empty() && location.is_some());
    assert_eq!(status, "experienced");
    let resume = resume.expect("a résumé");
    assert!(
        std::fs::read(dir.path().join("uploads").join(&resume))
            .unwrap()
            .starts_with(b"%PDF")
    );

    // --if-empty: the second time is a no-op
    let again = seed::seed_database(&pool, &args(2000, 50, dir.path()), Progress::silent())
        .await
        .unwrap();
    assert_eq!(again, Outcome::Skipped);
    assert_eq!(count(&pool, "select count(*) from jobs").await, 2000);
    assert_eq!(count(&pool, "select count(*) from users").await, 52);
    assert_eq!(count(&pool, "select count(*) from uploads").await, 2);
}

#[sqlx::test(migrations = "../migrations")]
async fn seeding_again_adds_rows_without_collisions(pool: PgPool) {
    let dir = tempfile::tempdir().unwrap();
    let mut a = args(300, 10, dir.path());
    a.if_empty = false;
    for _ in 0..2 {
        let outcome = seed::seed_database(&pool, &a, Progress::silent())
            .await
            .unwrap();
        assert!(matches!(outcome, Outcome::Seeded(s) if s.jobs == 300));
    }
    assert_eq!(count(&pool, "select count(*) from jobs").await, 600);
    // the demo accounts are reused, and own their jobs of both runs
    assert_eq!(
        count(
            &pool,
            "select count(*) from users where email like 'demo.%'"
        )
        .await,
        2
    );
    assert_eq!(
        count(
            &pool,
            "select count(*) from jobs j join users u on u.id = j.employer_id \
             where u.email = 'demo.employer@kaamsetu.in'"
        )
        .await,
        2 * DEMO_EMPLOYER_JOBS as i64
    );
    assert_eq!(count(&pool, "select count(*) from uploads").await, 2);
}

/// `insert` stores exactly what `generate` made.
#[sqlx::test(migrations = "../migrations")]
async fn insert_stores_what_generate_made(pool: PgPool) {
    let dir = tempfile::tempdir().unwrap();
    let data = seed::generate(&SeedParams {
        jobs: 400,
        employers: 8,
        seed: 5,
        salt: 0,
        anchor: Utc.with_ymd_and_hms(2025, 3, 1, 0, 0, 0).unwrap(),
    });
    let summary = seed::insert(&pool, &data, dir.path(), &mut Progress::silent())
        .await
        .unwrap();
    assert_eq!((summary.employers, summary.jobs), (9, 400));
    type Row = (
        Uuid,
        Uuid,
        String,
        String,
        Option<i64>,
        Option<i64>,
        String,
        DateTime<Utc>,
        DateTime<Utc>,
    );
    let rows: Vec<Row> = sqlx::query_as(
        "select id, employer_id, title, description, salary_min, salary_max, work_mode, \
         created_at, updated_at from jobs order by id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let mut jobs = data.jobs.clone();
    jobs.sort_by_key(|j| j.id);
    assert_eq!(rows.len(), jobs.len());
    for (row, job) in rows.iter().zip(&jobs) {
        let expected: Row = (
            job.id,
            data.employers[job.employer].id,
            job.title.clone(),
            job.description.clone(),
            job.salary_min,
            job.salary_max,
            job.work_mode.to_string(),
            job.created_at,
            job.updated_at,
        );
        assert_eq!(row, &expected);
    }
}
