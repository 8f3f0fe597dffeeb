//! The API contract: `/api/openapi.json` describes every reply, and the catalogue
//! reaches the web from the server.

use kaamsetu_search::catalog;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn meta_serves_the_catalogue(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let v = json_of(app.get(&app.client(), "/api/meta").await, StatusCode::OK).await;
    assert_eq!(v["categories"], json!(catalog::CATEGORIES.as_slice()));
    assert_eq!(v["categories"].as_array().unwrap().len(), 43);
    assert_eq!(v["states"].as_array().unwrap().len(), 36);
    assert_eq!(v["jobTypes"], json!(catalog::JOB_TYPES.as_slice()));
    assert_eq!(v["workModes"], json!(["On-site", "Hybrid", "Remote"]));
    assert_eq!(v["genders"], json!(["Male", "Female", "Both"]));
    assert_eq!(
        v["applicationStatuses"],
        json!(["Applied", "In Review", "Accepted", "Rejected"])
    );
    assert_eq!(
        v["profileStatuses"],
        json!(["intern", "fresher", "experienced"])
    );
    assert_eq!(v["salaryFrequencies"], json!(["per month", "per year"]));
    assert_eq!(v["uploads"]["maxBytes"], json!(5_242_880));
    assert_eq!(
        v["uploads"]["imageTypes"],
        json!(["image/jpeg", "image/png", "image/gif", "image/webp"])
    );
    assert_eq!(v["uploads"]["documentTypes"].as_array().unwrap().len(), 3);
}

fn resolve<'a>(doc: &'a Value, v: &'a Value) -> &'a Value {
    match v["$ref"].as_str() {
        Some(r) => {
            let name = r.rsplit('/').next().unwrap();
            &doc["components"]["schemas"][name]
        }
        None => v,
    }
}

/// Every operation documents a typed success body and answers every 4xx with the error
/// schema; ids in paths are UUIDs; catalogue schemas list the catalogue.
#[sqlx::test(migrations = false)]
async fn every_operation_documents_its_bodies(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let doc = json_of(
        app.get(&app.client(), "/api/openapi.json").await,
        StatusCode::OK,
    )
    .await;
    let mut problems = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let name = format!("{} {path}", method.to_uppercase());
            let responses = op["responses"].as_object().unwrap();
            let ok = responses.iter().filter(|(s, _)| s.starts_with('2'));
            let mut has_success = false;
            for (status, r) in ok {
                has_success = true;
                match r["content"].as_object().filter(|c| !c.is_empty()) {
                    None => problems.push(format!("{name} {status}: no body")),
                    Some(content) => {
                        for (media, c) in content {
                            if c["schema"].is_null() {
                                problems.push(format!("{name} {status} {media}: no schema"));
                            }
                        }
                    }
                }
            }
            // A link that only redirects (a mailed link to its web page) says where to.
            for (status, r) in responses.iter().filter(|(s, _)| s.starts_with('3')) {
                has_success = true;
                if r["headers"]["Location"].is_null() {
                    problems.push(format!("{name} {status}: no Location header"));
                }
            }
            if !has_success {
                problems.push(format!("{name}: no success response"));
            }
            // What a route can answer besides success is documented too.
            if !responses
                .keys()
                .any(|s| s.starts_with('4') || s.starts_with('5'))
            {
                problems.push(format!("{name}: documents no error"));
            }
            for (status, r) in responses.iter().filter(|(s, _)| s.starts_with('4')) {
                let schema = &r["content"]["application/json"]["schema"];
                if schema["$ref"] != json!("#/components/schemas/ErrorBody") {
                    problems.push(format!("{name} {status}: not the error body"));
                }
            }
            for p in op["parameters"].as_array().into_iter().flatten() {
                let pname = p["name"].as_str().unwrap();
                if p["in"] == json!("path") && pname != "file" {
                    let s = resolve(&doc, &p["schema"]);
                    if s["format"] != json!("uuid") {
                        problems.push(format!("{name}: path parameter {pname} is not a uuid"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");

    let schemas = &doc["components"]["schemas"];
    assert_eq!(
        schemas["Category"]["enum"],
        json!(catalog::CATEGORIES.as_slice())
    );
    assert_eq!(
        schemas["IndianState"]["enum"],
        json!(catalog::STATES.as_slice())
    );
    let job = &schemas["JobView"]["properties"];
    assert_eq!(job["_id"]["format"], json!("uuid"));
    assert_eq!(job["type"]["$ref"], json!("#/components/schemas/JobType"));
    assert!(
        schemas["ErrorCode"]["enum"]
            .as_array()
            .unwrap()
            .contains(&json!("validation_failed"))
    );
}

/// Every text a route takes, in a JSON body or the query string, refuses NUL and the other
/// control characters with a 400 in the error shape (PostgreSQL refused NUL with a 500), for
/// whichever kind of user the route lets in; tab and newline stay allowed in text.
#[sqlx::test(migrations = false)]
async fn every_text_field_of_every_route_refuses_control_characters(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (seeker, _) = app.signup("jobseeker", "s@example.in").await;
    let (employer, _) = app.signup("employer", "e@example.in").await;
    kaamsetu_api::accounts::admin::create_admin(&app.db, "admin@example.in", PASSWORD)
        .await
        .unwrap();
    let (admin, _) = app.login("admin@example.in", PASSWORD, "admin").await;
    let clients = [app.client(), seeker, employer, admin];
    let doc = json_of(
        app.get(&app.client(), "/api/openapi.json").await,
        StatusCode::OK,
    )
    .await;
    let id = uuid::Uuid::new_v4().to_string();
    let mut tried = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        let url = path
            .replace("{id}", &id)
            .replace("{jobId}", &id)
            .replace("{file}", "x.png");
        for (method, op) in item.as_object().unwrap() {
            let mut cases: Vec<(String, Option<Value>, String)> = vec![];
            for p in op["parameters"].as_array().into_iter().flatten() {
                if p["in"] == json!("query") {
                    let name = p["name"].as_str().unwrap();
                    for bad in ["a%00b", "a%1Bb", "a%07b", "%C2%85"] {
                        cases.push((format!("{url}?{name}={bad}"), None, name.to_string()));
                    }
                }
            }
            let body = resolve(
                &doc,
                &op["requestBody"]["content"]["application/json"]["schema"],
            );
            for (name, _) in body["properties"].as_object().into_iter().flatten() {
                for bad in ["a\u{0}b", "Tea\u{1b}[31m", "bell\u{7}", "x\u{9b}y"] {
                    cases.push((url.clone(), Some(json!({ name: bad })), name.clone()));
                }
            }
            for (url, body, field) in cases {
                tried += 1;
                let mut refused = false;
                for c in &clients {
                    let m = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                    let mut req = c.request(m, app.url(&url));
                    if let Some(b) = &body {
                        req = req.json(b);
                    }
                    let r = req.send().await.unwrap();
                    let status = r.status();
                    assert!(
                        status.is_client_error(),
                        "{method} {url} {body:?}: {status} (never a 5xx)"
                    );
                    let v: Value = r.json().await.unwrap_or(Value::Null);
                    if status == StatusCode::BAD_REQUEST && v["code"] == json!("control_character")
                    {
                        assert!(v["message"].as_str().unwrap().contains(&field), "{v}");
                        refused = true;
                    }
                }
                assert!(
                    refused,
                    "{method} {url} {body:?}: nobody got control_character"
                );
            }
        }
    }
    assert!(tried > 150, "{tried} cases");

    // Newlines and tabs are text: a job description keeps them.
    let (employer, _) = (clients[2].clone(), ());
    sqlx::query(
        "update users set company_desc = 'd', company_logo = 'l.png' where role = 'employer'",
    )
    .execute(&app.db)
    .await
    .unwrap();
    let v = json_of(
        app.post(
            &employer,
            "/api/jobs",
            json!({ "title": "Cook", "state": "Goa", "location": "Panaji", "category": "Hospitality",
                "type": "Full-Time", "workMode": "On-site",
                "description": "Line one\nLine two\twith a tab", "salaryMin": 15000,
                "salaryMax": 20000, "salaryFrequency": "per month" }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(
        v["job"]["description"],
        json!("Line one\nLine two\twith a tab")
    );
}

/// An upload that is not multipart at all is refused in the error shape (axum answered plain
/// text).
#[sqlx::test(migrations = false)]
async fn a_non_multipart_upload_is_a_json_400(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let r = app
        .client()
        .post(app.url("/api/auth/upload-image"))
        .header("content-type", "text/plain")
        .body("hello")
        .send()
        .await
        .unwrap();
    let v = error_of(r, StatusCode::BAD_REQUEST).await;
    assert_eq!(v["code"], json!("invalid_multipart"));
}

/// One-line fields refuse tab and line breaks (long text keeps them): a job title, a job's
/// location, a profile's location and industry.
#[sqlx::test(migrations = false)]
async fn one_line_fields_refuse_line_breaks(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, _) = app.signup("employer", "e@example.in").await;
    sqlx::query("update users set company_desc = 'd', company_logo = 'l.png'")
        .execute(&app.db)
        .await
        .unwrap();
    let job = json!({ "title": "Cook", "state": "Goa", "location": "Panaji",
        "category": "Hospitality", "type": "Full-Time", "workMode": "On-site",
        "description": "Two\nlines", "salaryMin": 15000, "salaryMax": 20000 });
    for (field, bad, message) in [
        ("title", "Head\nCook", "Job title must be on one line"),
        ("location", "Panaji\tGoa", "Location must be on one line"),
    ] {
        let mut body = job.clone();
        body[field] = json!(bad);
        let v = error_of(
            app.post(&employer, "/api/jobs", body).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(v["message"], json!(message));
    }
    json_of(
        app.post(&employer, "/api/jobs", job).await,
        StatusCode::CREATED,
    )
    .await;
    let put = |body: Value| {
        let c = &employer;
        let url = app.url("/api/users/profile");
        async move { c.put(url).json(&body).send().await.unwrap() }
    };
    let v = error_of(
        put(json!({ "industry": "Food\r\nService" })).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(v["message"], json!("Industry must be on one line"));
    json_of(
        put(json!({ "companyDesc": "We cook.\nWe serve." })).await,
        StatusCode::OK,
    )
    .await;
}
