//! Uploads (security.md "Uploads"): size, type by content, random names, who may read.

use reqwest::{
    Client, StatusCode,
    multipart::{Form, Part},
};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

const LIMIT: usize = 5 * 1024 * 1024;

fn png(len: usize) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n".to_vec();
    b.resize(len, 0);
    b
}

fn pdf() -> Vec<u8> {
    b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n".to_vec()
}

async fn upload(
    app: &TestApp,
    c: &Client,
    path: &str,
    bytes: Vec<u8>,
    name: &str,
    mime: &str,
) -> reqwest::Response {
    let part = Part::bytes(bytes)
        .file_name(name.to_string())
        .mime_str(mime)
        .unwrap();
    c.post(app.url(path))
        .multipart(Form::new().part("file", part))
        .send()
        .await
        .unwrap()
}

#[sqlx::test(migrations = false)]
async fn an_image_is_stored_under_a_random_name_and_served_with_its_type(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let v = json_of(
        upload(
            &app,
            &c,
            "/api/auth/upload-image",
            png(100),
            "me.png",
            "image/png",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let name = v["filename"].as_str().unwrap().to_string();
    assert!(
        name.ends_with(".png") && name.len() == 36 && !name.contains("me"),
        "{name}"
    );
    assert_eq!(v["imageUrl"], json!(format!("/uploads/{name}")));
    assert_eq!(v["url"], v["imageUrl"]);
    let again = json_of(
        upload(
            &app,
            &c,
            "/api/auth/upload-image",
            png(100),
            "me.png",
            "image/png",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_ne!(again["filename"], v["filename"]);
    let r = app.get(&c, &format!("/uploads/{name}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "image/png");
    assert_eq!(r.headers()["x-content-type-options"], "nosniff");
    assert_eq!(r.bytes().await.unwrap().len(), 100);
    // Stored outside the web root, under the data dir.
    assert!(app.config.uploads_dir().join(&name).exists());
}

#[sqlx::test(migrations = false)]
async fn five_megabytes_pass_and_one_byte_more_is_413(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    json_of(
        upload(
            &app,
            &c,
            "/api/auth/upload-image",
            png(LIMIT),
            "big.png",
            "image/png",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let v = error_of(
        upload(
            &app,
            &c,
            "/api/auth/upload-image",
            png(LIMIT + 1),
            "big.png",
            "image/png",
        )
        .await,
        StatusCode::PAYLOAD_TOO_LARGE,
    )
    .await;
    assert_eq!(v["message"], json!("File size should be less than 5MB"));
    // Far beyond the limit the body itself is refused, with the same answer.
    let r = upload(
        &app,
        &c,
        "/api/auth/upload-image",
        png(LIMIT + 200_000),
        "huge.png",
        "image/png",
    )
    .await;
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let n: i64 = sqlx::query_scalar("select count(*) from uploads")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 1);
}

#[sqlx::test(migrations = false)]
async fn renamed_html_and_svg_are_refused(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let html = b"<!doctype html><script>alert(document.cookie)</script>".to_vec();
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#.to_vec();
    for (bytes, name, mime) in [
        (html, "cat.png", "image/png"),
        (svg, "logo.svg", "image/svg+xml"),
    ] {
        let v = error_of(
            upload(&app, &c, "/api/auth/upload-image", bytes, name, mime).await,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        )
        .await;
        assert_eq!(
            v["message"],
            json!("Please upload a valid image file (JPEG, PNG, GIF, or WebP)")
        );
    }
    // A PDF is a document, not an image.
    let r = upload(
        &app,
        &c,
        "/api/auth/upload-image",
        pdf(),
        "cv.png",
        "image/png",
    )
    .await;
    assert_eq!(r.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let n: i64 = sqlx::query_scalar("select count(*) from uploads")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 0);
    assert_eq!(
        std::fs::read_dir(app.config.uploads_dir()).unwrap().count(),
        0
    );
    // A missing file field is a clear 400.
    let r = c
        .post(app.url("/api/auth/upload-image"))
        .multipart(Form::new().text("captchaToken", "x"))
        .send()
        .await
        .unwrap();
    error_of(r, StatusCode::BAD_REQUEST).await;
}

#[sqlx::test(migrations = false)]
async fn a_resume_is_readable_by_its_owner_and_employers_it_was_sent_to_only(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let anon = app.client();
    error_of(
        upload(
            &app,
            &anon,
            "/api/files/upload",
            pdf(),
            "cv.pdf",
            "application/pdf",
        )
        .await,
        StatusCode::UNAUTHORIZED,
    )
    .await;

    let (seeker, seeker_user) = app.signup("jobseeker", "s@example.in").await;
    let (employer, employer_user) = app.signup("employer", "e@firm.in").await;
    let (stranger, _) = app.signup("employer", "other@firm.in").await;
    let (other_seeker, _) = app.signup("jobseeker", "s2@example.in").await;

    let v = error_of(
        upload(
            &app,
            &seeker,
            "/api/files/upload?kind=document",
            png(50),
            "cv.pdf",
            "application/pdf",
        )
        .await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
    )
    .await;
    assert_eq!(
        v["message"],
        json!("Please upload a valid document file (PDF, DOC, or DOCX)")
    );
    let v = json_of(
        upload(
            &app,
            &seeker,
            "/api/files/upload?kind=document",
            pdf(),
            "cv.pdf",
            "application/pdf",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let name = v["filename"].as_str().unwrap().to_string();
    assert!(name.ends_with(".pdf"));
    let path = format!("/uploads/{name}");

    error_of(app.get(&anon, &path).await, StatusCode::UNAUTHORIZED).await;
    let r = app.get(&seeker, &path).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert!(
        r.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment")
    );
    for c in [&employer, &stranger, &other_seeker] {
        error_of(app.get(c, &path).await, StatusCode::NOT_FOUND).await;
    }
    // Once the job seeker applies to the employer's job with it, that employer may read it.
    let sid = uuid(&seeker_user);
    let eid = uuid(&employer_user);
    let job: uuid::Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, category, type, work_mode, description) \
         values ($1, 'Driver', 'Delhi', 'Transportation', 'Full-Time', 'On-site', 'Drive') returning id")
        .bind(eid).fetch_one(&app.db).await.unwrap();
    insert_application(&app.db, job, sid, &name).await;
    assert_eq!(app.get(&employer, &path).await.status(), StatusCode::OK);
    assert_eq!(
        app.get(&stranger, &path).await.status(),
        StatusCode::NOT_FOUND
    );
}

fn uuid(user: &Value) -> uuid::Uuid {
    user["_id"].as_str().unwrap().parse().unwrap()
}

#[sqlx::test(migrations = false)]
async fn deleting_the_resume_removes_it_unless_an_application_holds_it(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, user) = app.signup("jobseeker", "d@example.in").await;
    let sid = uuid(&user);
    error_of(
        app.client()
            .delete(app.url("/api/users/resume"))
            .send()
            .await
            .unwrap(),
        StatusCode::UNAUTHORIZED,
    )
    .await;
    error_of(
        seeker
            .delete(app.url("/api/users/resume"))
            .send()
            .await
            .unwrap(),
        StatusCode::NOT_FOUND,
    )
    .await;

    let v = json_of(
        upload(
            &app,
            &seeker,
            "/api/files/upload",
            pdf(),
            "cv.pdf",
            "application/pdf",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let name = v["filename"].as_str().unwrap().to_string();
    sqlx::query("update users set resume = $2 where id = $1")
        .bind(sid)
        .bind(&name)
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        seeker
            .delete(app.url("/api/users/resume"))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["message"], json!("Resume deleted successfully!"));
    assert!(!app.config.uploads_dir().join(&name).exists());
    error_of(
        app.get(&seeker, &format!("/uploads/{name}")).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let me = json_of(app.get(&seeker, "/api/auth/me").await, StatusCode::OK).await;
    assert_eq!(me["user"]["resume"], Value::Null);

    // A résumé sent with an application stays for that employer.
    let v = json_of(
        upload(
            &app,
            &seeker,
            "/api/files/upload",
            pdf(),
            "cv2.pdf",
            "application/pdf",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let kept = v["filename"].as_str().unwrap().to_string();
    sqlx::query("update users set resume = $2 where id = $1")
        .bind(sid)
        .bind(&kept)
        .execute(&app.db)
        .await
        .unwrap();
    let (_, employer) = app.signup("employer", "emp@firm.in").await;
    let job: uuid::Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, category, type, work_mode, description) \
         values ($1, 'Clerk', 'Goa', 'Other', 'Full-Time', 'On-site', 'File') returning id",
    )
    .bind(uuid(&employer))
    .fetch_one(&app.db)
    .await
    .unwrap();
    insert_application(&app.db, job, sid, &kept).await;
    json_of(
        seeker
            .delete(app.url("/api/users/resume"))
            .send()
            .await
            .unwrap(),
        StatusCode::OK,
    )
    .await;
    assert!(app.config.uploads_dir().join(&kept).exists());

    // Employers have no résumé to delete.
    let (emp_client, _) = app.login("emp@firm.in", PASSWORD, "employer").await;
    error_of(
        emp_client
            .delete(app.url("/api/users/resume"))
            .send()
            .await
            .unwrap(),
        StatusCode::FORBIDDEN,
    )
    .await;
}

#[sqlx::test(migrations = false)]
async fn a_signup_image_becomes_the_new_accounts(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let v = json_of(
        upload(
            &app,
            &c,
            "/api/auth/upload-image",
            png(64),
            "logo.png",
            "image/png",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let logo = v["filename"].as_str().unwrap().to_string();
    let r = app
        .post(
            &c,
            "/api/auth/register",
            json!({ "name": "Owner", "email": "o@firm.in", "password": PASSWORD,
        "role": "employer", "companyName": "Firm", "companyLogo": logo }),
        )
        .await;
    json_of(r, StatusCode::OK).await;
    let code = app.code_for("o@firm.in").await;
    let v = json_of(
        app.post(
            &c,
            "/api/auth/verify-email-and-create",
            json!({ "email": "o@firm.in", "verificationCode": code }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(v["user"]["companyLogo"], json!(logo));
    let owner: Option<uuid::Uuid> =
        sqlx::query_scalar("select owner_id from uploads where filename = $1")
            .bind(&logo)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(owner, Some(uuid(&v["user"])));
    // An owned image cannot be claimed by another sign-up, nor a made-up name.
    for bad in [logo.as_str(), "0123456789abcdef0123456789abcdef.png"] {
        let r = app
            .post(
                &c,
                "/api/auth/register",
                json!({ "name": "Thief", "email": "t@firm.in",
            "password": PASSWORD, "role": "jobseeker", "avatar": bad }),
            )
            .await;
        error_of(r, StatusCode::BAD_REQUEST).await;
    }
}

#[sqlx::test(migrations = false)]
async fn odd_upload_paths_are_404(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    for p in [
        "/uploads/..%2F..%2Fetc%2Fpasswd",
        "/uploads/index.html",
        "/uploads/0123456789abcdef0123456789abcdef.png",
    ] {
        assert_eq!(app.get(&c, p).await.status(), StatusCode::NOT_FOUND, "{p}");
    }
}

/// Résumés are checked for structure, not only their first bytes: a web page
/// behind a PDF header, a zip that only names a Word file's parts in its bytes, and a zip that
/// declares more than 50 MB inflated are all refused; a real-shaped DOCX is accepted.
#[sqlx::test(migrations = false)]
async fn documents_that_only_look_like_resumes_are_refused(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = app.signup("jobseeker", "cv@example.in").await;
    let send = |bytes: Vec<u8>, name: &'static str| {
        let (app, c) = (&app, &c);
        async move {
            upload(
                app,
                c,
                "/api/files/upload?kind=document",
                bytes,
                name,
                "application/octet-stream",
            )
            .await
        }
    };
    let zip = |entries: &[(&str, u32)]| {
        let mut b = b"PK\x03\x04".to_vec();
        b.extend_from_slice(&[0; 26]);
        let dir_at = b.len() as u32;
        for (name, size) in entries {
            b.extend_from_slice(b"PK\x01\x02");
            b.extend_from_slice(&[0; 16]);
            b.extend_from_slice(&100u32.to_le_bytes());
            b.extend_from_slice(&size.to_le_bytes());
            b.extend_from_slice(&(name.len() as u16).to_le_bytes());
            b.extend_from_slice(&[0; 16]);
            b.extend_from_slice(name.as_bytes());
        }
        let dir_len = b.len() as u32 - dir_at;
        b.extend_from_slice(b"PK\x05\x06\0\0\0\0");
        b.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        b.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        b.extend_from_slice(&dir_len.to_le_bytes());
        b.extend_from_slice(&dir_at.to_le_bytes());
        b.extend_from_slice(&[0; 2]);
        b
    };
    for (bytes, name) in [
        (
            b"%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n".to_vec(),
            "page.pdf",
        ),
        (
            b"PK\x03\x04 [Content_Types].xml word/document.xml".to_vec(),
            "fake.docx",
        ),
        (
            zip(&[
                ("[Content_Types].xml", 200),
                ("word/document.xml", 1024 * 1024 * 1024),
            ]),
            "bomb.docx",
        ),
    ] {
        let v = error_of(send(bytes, name).await, StatusCode::UNSUPPORTED_MEDIA_TYPE).await;
        assert_eq!(v["code"], json!("unsupported_file_type"), "{name}");
    }
    let good = zip(&[("[Content_Types].xml", 200), ("word/document.xml", 40_000)]);
    let v = json_of(send(good, "cv.docx").await, StatusCode::OK).await;
    assert!(v["filename"].as_str().unwrap().ends_with(".docx"));
    let rows: i64 = sqlx::query_scalar("select count(*) from uploads where kind = 'document'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(rows, 1, "nothing stored for a refused file");
}

/// A signed-in user's uploads have a rate (30 an hour, then 429 with Retry-After) and a
/// storage quota (25 MB in all, then 413); nothing is written past either.
#[sqlx::test(migrations = false)]
async fn uploads_have_a_rate_and_a_storage_quota(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = app.signup("jobseeker", "many@example.in").await;
    let files = || std::fs::read_dir(app.config.uploads_dir()).map_or(0, |d| d.count());
    // Five files of 5 MB fill 25 MB; the sixth would pass it.
    for _ in 0..5 {
        json_of(
            upload(
                &app,
                &c,
                "/api/files/upload",
                png(LIMIT),
                "big.png",
                "image/png",
            )
            .await,
            StatusCode::OK,
        )
        .await;
    }
    let v = error_of(
        upload(
            &app,
            &c,
            "/api/files/upload",
            png(LIMIT),
            "big.png",
            "image/png",
        )
        .await,
        StatusCode::PAYLOAD_TOO_LARGE,
    )
    .await;
    assert_eq!(v["code"], json!("storage_quota_exceeded"));
    assert_eq!(files(), 5);

    let (c, _) = app.signup("jobseeker", "fast@example.in").await;
    for _ in 0..30 {
        json_of(
            upload(
                &app,
                &c,
                "/api/files/upload",
                png(100),
                "a.png",
                "image/png",
            )
            .await,
            StatusCode::OK,
        )
        .await;
    }
    let r = upload(
        &app,
        &c,
        "/api/files/upload",
        png(100),
        "a.png",
        "image/png",
    )
    .await;
    assert!(r.headers().get("retry-after").is_some());
    error_of(r, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(files(), 35);
}

/// Files nothing has referred to for a day are swept, rows and bytes; a profile's avatar, an
/// application's résumé and a waiting sign-up's image stay.
#[sqlx::test(migrations = false)]
async fn unreferenced_uploads_are_swept_after_a_day(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (c, _) = app.signup("jobseeker", "keep@example.in").await;
    let name = |v: Value| v["filename"].as_str().unwrap().to_string();
    let mut names = vec![];
    for _ in 0..3 {
        let v = json_of(
            upload(
                &app,
                &c,
                "/api/files/upload",
                png(100),
                "a.png",
                "image/png",
            )
            .await,
            StatusCode::OK,
        )
        .await;
        names.push(name(v));
    }
    let anon = json_of(
        upload(
            &app,
            &app.client(),
            "/api/auth/upload-image",
            png(100),
            "b.png",
            "image/png",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let pending_image = name(anon);
    // names[0] becomes the avatar, the anonymous image a waiting sign-up's; names[1..] orphans.
    sqlx::query("update users set avatar = $1 where email = 'keep@example.in'")
        .bind(&names[0])
        .execute(&app.db)
        .await
        .unwrap();
    json_of(
        app.post(
            &app.client(),
            "/api/auth/register",
            json!({ "name": "Pending Person", "email": "wait@example.in", "password": PASSWORD,
                    "confirmPassword": PASSWORD, "role": "jobseeker", "avatar": pending_image }),
        )
        .await,
        StatusCode::OK,
    )
    .await;
    let dir = app.config.uploads_dir();
    assert_eq!(
        kaamsetu_api::uploads::sweep_orphans(&app.db, &dir)
            .await
            .unwrap(),
        0,
        "young files stay"
    );
    sqlx::query("update uploads set created_at = now() - interval '25 hours'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        kaamsetu_api::uploads::sweep_orphans(&app.db, &dir)
            .await
            .unwrap(),
        2
    );
    for (n, kept) in [
        (&names[0], true),
        (&names[1], false),
        (&names[2], false),
        (&pending_image, true),
    ] {
        assert_eq!(dir.join(n).exists(), kept, "{n}");
        let row: bool =
            sqlx::query_scalar("select exists (select 1 from uploads where filename = $1)")
                .bind(n)
                .fetch_one(&app.db)
                .await
                .unwrap();
        assert_eq!(row, kept, "{n}");
    }
}
