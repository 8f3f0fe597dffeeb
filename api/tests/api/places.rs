//! Places autocomplete: Indian cities and states from the bundled dataset, for anyone.

use reqwest::StatusCode;
use serde_json::json;
use sqlx::PgPool;

use crate::helpers::*;

#[sqlx::test(migrations = false)]
async fn places_suggest_canonical_cities_and_states(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();

    // An old name gives the canonical city, first.
    let v = json_of(app.get(&c, "/api/places?q=Bangalore").await, StatusCode::OK).await;
    assert_eq!(v["success"], json!(true));
    let places = v["places"].as_array().unwrap();
    assert!(!places.is_empty() && places.len() <= 8, "{v}");
    assert_eq!(places[0]["name"], json!("Bengaluru"), "{v}");
    assert_eq!(places[0]["kind"], json!("city"));
    assert_eq!(places[0]["state"], json!("Karnataka"));
    assert_eq!(places[0]["label"], json!("Bengaluru, Karnataka"));
    assert!(
        places[0]["lat"].is_f64() && places[0]["lon"].is_f64(),
        "{v}"
    );

    // States only.
    let v = json_of(
        app.get(&c, "/api/places?q=kar&kind=state").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        v["places"],
        json!([{ "name": "Karnataka", "kind": "state", "state": null, "label": "Karnataka",
                 "lat": v["places"][0]["lat"], "lon": v["places"][0]["lon"] }])
    );

    // Cities only, a word prefix, a limit.
    let v = json_of(
        app.get(&c, "/api/places?q=navi%20mum&kind=CITY&limit=1")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["places"][0]["label"], json!("Navi Mumbai, Maharashtra"));
    assert_eq!(v["places"].as_array().unwrap().len(), 1);
    let v = json_of(
        app.get(&c, "/api/places?q=m&kind=any&limit=20").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(v["places"].as_array().unwrap().len(), 20);

    // Nothing known: an empty list, not an error.
    let v = json_of(app.get(&c, "/api/places?q=Atlantis").await, StatusCode::OK).await;
    assert_eq!(v["places"], json!([]));
}

#[sqlx::test(migrations = false)]
async fn places_reject_bad_parameters_naming_them(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let c = app.client();
    let long = "a".repeat(101);
    for (query, word) in [
        ("", "q"),
        ("?q=", "q"),
        ("?q=%20%20", "q"),
        (&format!("?q={long}")[..], "q"),
        ("?q=pune&kind=town", "kind"),
        ("?q=pune&limit=0", "limit"),
        ("?q=pune&limit=21", "limit"),
        ("?q=pune&limit=ten", "limit"),
    ] {
        let v = error_of(
            app.get(&c, &format!("/api/places{query}")).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        let message = v["message"].as_str().unwrap();
        assert!(
            message.starts_with(&format!("{word} ")),
            "{query}: {message}"
        );
    }
    // 100 characters is still fine.
    let ok = "a".repeat(100);
    json_of(
        app.get(&c, &format!("/api/places?q={ok}")).await,
        StatusCode::OK,
    )
    .await;
}
