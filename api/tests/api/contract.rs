//! The API contract (issue 13): `/api/openapi.json` describes every reply, and the catalogue
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
                if r["content"].as_object().is_none_or(|c| c.is_empty()) {
                    problems.push(format!("{name} {status}: no body"));
                }
            }
            if !has_success {
                problems.push(format!("{name}: no success response"));
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
