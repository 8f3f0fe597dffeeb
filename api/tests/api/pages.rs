//! Pages for crawlers and link previews: a job's tags in the served HTML (no JavaScript
//! needed), the slug redirect, the not-found page, the sitemap and robots.txt.

use reqwest::{StatusCode, redirect::Policy};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::{applications::employer_with_job, helpers::*};

const INDEX: &str = "<!doctype html><html><head><meta charset=\"UTF-8\" />\
    <meta name=\"description\" content=\"The app's own description\" />\
    <title>KaamSetu | Jobs in India</title></head><body><div id=\"root\"></div></body></html>";

/// A client that shows redirects instead of following them.
fn crawler() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .unwrap()
}

fn structured_data(html: &str) -> Value {
    let start = html
        .find("<script data-server type=\"application/ld+json\">")
        .expect("JSON-LD")
        + "<script data-server type=\"application/ld+json\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).unwrap()
}

#[sqlx::test(migrations = false)]
async fn a_job_page_carries_its_tags_in_the_html(db: PgPool) {
    let app = TestApp::spawn(db).await;
    std::fs::create_dir_all(&app.config.web_dir).unwrap();
    std::fs::write(app.config.web_dir.join("index.html"), INDEX).unwrap();
    let (employer, _) = employer_with_job(&app, "hr@firm.in", "Welder").await;
    sqlx::query("update users set company_name = 'Sagar & Sons' where email = 'hr@firm.in'")
        .execute(&app.db)
        .await
        .unwrap();
    let v = json_of(
        app.post(
            &employer,
            "/api/jobs",
            json!({ "title": "Sr. React Developer (Remote)", "state": "Karnataka",
                "location": "Bengaluru", "category": "Web Development", "type": "Full-Time",
                "workMode": "Remote", "description": "Build <b>fast</b> pages.\nShip weekly. ".repeat(12),
                "requirements": "React", "salaryMin": 80000, "salaryMax": 120000,
                "salaryFrequency": "per month" }),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let id = v["job"]["_id"].as_str().unwrap().to_string();
    let path = format!("/job/sr-react-developer-remote/{id}");
    let c = crawler();

    let r = c.get(app.url(&path)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let html = r.text().await.unwrap();
    assert!(
        html.contains("<title>Sr. React Developer (Remote) at Sagar &amp; Sons | KaamSetu</title>")
    );
    assert_eq!(
        html.matches("<title>").count(),
        1,
        "the app's title is replaced"
    );
    assert!(!html.contains("The app's own description"));
    let description = "Build &lt;b&gt;fast&lt;/b&gt; pages. Ship weekly. Build";
    assert!(html.contains(&format!(
        "<meta name=\"description\" content=\"{description}"
    )));
    for tag in [
        "<meta property=\"og:title\" content=\"Sr. React Developer (Remote) at Sagar &amp; Sons | KaamSetu\" data-server />",
        &format!("<meta property=\"og:url\" content=\"http://localhost{path}\" data-server />"),
        "<meta property=\"og:image\" content=\"http://localhost/uploads/l.png\" data-server />",
        "<meta name=\"twitter:card\" content=\"summary\" data-server />",
        "<div id=\"root\"></div>",
    ] {
        assert!(html.contains(tag), "{tag}");
    }
    let data = structured_data(&html);
    assert_eq!(data["@type"], json!("JobPosting"));
    assert_eq!(data["title"], json!("Sr. React Developer (Remote)"));
    assert_eq!(data["hiringOrganization"]["name"], json!("Sagar & Sons"));
    assert_eq!(data["employmentType"], json!("FULL_TIME"));
    assert_eq!(data["jobLocationType"], json!("TELECOMMUTE"));
    assert_eq!(
        data["jobLocation"]["address"]["addressRegion"],
        json!("Karnataka")
    );
    assert_eq!(
        data["baseSalary"],
        json!({ "@type": "MonetaryAmount", "currency": "INR", "value": {
            "@type": "QuantitativeValue", "unitText": "MONTH", "minValue": 80000, "maxValue": 120000 } })
    );
    assert!(
        data["description"]
            .as_str()
            .unwrap()
            .starts_with("Build &lt;b&gt;fast")
    );

    // A wrong or old slug moves permanently to the right one, keeping the query.
    let r = c
        .get(app.url(&format!("/job/old-title/{id}?ref=wa")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(r.headers()["location"], format!("{path}?ref=wa").as_str());

    // No such job, or no id at all: 404, still the app (which shows its not-found state).
    for missing in [
        format!("/job/x/{}", uuid::Uuid::new_v4()),
        "/job/x/not-an-id".to_string(),
    ] {
        let r = c.get(app.url(&missing)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{missing}");
        let html = r.text().await.unwrap();
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\" data-server />"));
        assert!(html.contains("<div id=\"root\"></div>") && !html.contains("ld+json"));
    }

    // A closed job stays readable but leaves search listings.
    let r = employer
        .put(app.url(&format!("/api/jobs/{id}/toggle-close")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let html = c
        .get(app.url(&path))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("noindex") && !html.contains("ld+json"));
    assert!(
        html.contains("<title>Sr. React Developer (Remote) at Sagar &amp; Sons | KaamSetu</title>")
    );
}

#[sqlx::test(migrations = false)]
async fn the_sitemap_lists_open_jobs_and_robots_points_to_it(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let (employer, open) = employer_with_job(&app, "hr@firm.in", "Truck Driver").await;
    let (_, closed) = employer_with_job(&app, "hr2@firm.in", "Cook").await;
    let _ = employer;
    sqlx::query("update jobs set is_closed = true where id = $1::uuid")
        .bind(&closed)
        .execute(&app.db)
        .await
        .unwrap();
    let c = crawler();
    let get = |p: &str| c.get(app.url(p)).send();

    let index = get("/sitemap.xml").await.unwrap();
    assert_eq!(index.status(), StatusCode::OK);
    assert!(
        index.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/xml")
    );
    let index = index.text().await.unwrap();
    assert!(index.contains("<loc>http://localhost/sitemaps/pages.xml</loc>"));
    assert!(index.contains("<loc>http://localhost/sitemaps/jobs-1.xml</loc>"));
    assert!(!index.contains("jobs-2.xml"));

    let jobs = get("/sitemaps/jobs-1.xml")
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(jobs.contains(&format!(
        "<loc>http://localhost/job/truck-driver/{open}</loc><lastmod>"
    )));
    assert!(!jobs.contains(&closed), "closed jobs are left out");
    let pages = get("/sitemaps/pages.xml")
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(pages.contains("<loc>http://localhost/find-jobs</loc>"));
    assert!(pages.contains("<loc>http://localhost/employer/"));
    for missing in [
        "/sitemaps/jobs-2.xml",
        "/sitemaps/jobs-0.xml",
        "/sitemaps/other.xml",
    ] {
        assert_eq!(
            get(missing).await.unwrap().status(),
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }

    let robots = get("/robots.txt").await.unwrap().text().await.unwrap();
    assert!(robots.contains("Disallow: /userDashboard\n"));
    assert!(robots.contains("Sitemap: http://localhost/sitemap.xml"));
}

#[sqlx::test(migrations = false)]
async fn text_is_gzipped_and_hashed_assets_cached_for_a_year(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let assets = app.config.web_dir.join("assets");
    std::fs::create_dir_all(&assets).unwrap();
    std::fs::write(app.config.web_dir.join("index.html"), INDEX).unwrap();
    let script = "export const hello = () => console.log('namaste');\n".repeat(50);
    std::fs::write(assets.join("index-3f9a1c.js"), &script).unwrap();
    let c = crawler();
    let get = |path: &str| {
        c.get(app.url(path))
            .header("accept-encoding", "gzip")
            .send()
    };

    let r = get("/assets/index-3f9a1c.js").await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-encoding"], "gzip");
    assert_eq!(
        r.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!((r.bytes().await.unwrap().len()) < script.len() / 4);

    // The app's shell is compressed too, and never cached as immutable.
    let r = get("/find-jobs").await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_ne!(
        r.headers()
            .get("cache-control")
            .map(|v| v.to_str().unwrap()),
        Some("public, max-age=31536000, immutable")
    );
    let r = get("/api/meta").await.unwrap();
    assert_eq!(r.headers()["content-encoding"], "gzip");
    // A missing asset is not cached for a year.
    let r = get("/assets/gone-000000.js").await.unwrap();
    assert!(
        r.headers()
            .get("cache-control")
            .is_none_or(|v| !v.to_str().unwrap().contains("immutable"))
    );
}

/// The build's brotli and gzip copies of an asset (web/vite/precompress.ts) are what a browser
/// that accepts them gets, byte for byte, with the year-long cache; one that accepts neither gets
/// the file itself. The shell is never answered from a precompressed copy: it is rewritten per
/// language.
#[sqlx::test(migrations = false)]
async fn precompressed_assets_are_served_as_built(db: PgPool) {
    let app = TestApp::spawn(db).await;
    let assets = app.config.web_dir.join("assets");
    std::fs::create_dir_all(&assets).unwrap();
    std::fs::write(app.config.web_dir.join("index.html"), INDEX).unwrap();
    // Copies that are not what the API itself would make: serving them proves they were used.
    let script = "export const hello = () => console.log('namaste');\n".repeat(50);
    std::fs::write(assets.join("index-77aa01.js"), &script).unwrap();
    std::fs::write(assets.join("index-77aa01.js.br"), b"brotli-made-at-build").unwrap();
    std::fs::write(assets.join("index-77aa01.js.gz"), b"gzip-made-at-build").unwrap();
    std::fs::write(app.config.web_dir.join("index.html.br"), b"not the shell").unwrap();
    let c = crawler();
    let get = |path: &str, encodings: &str| {
        c.get(app.url(path))
            .header("accept-encoding", encodings)
            .send()
    };

    let r = get("/assets/index-77aa01.js", "gzip, deflate, br, zstd")
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-encoding"], "br");
    assert_eq!(
        r.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(
        r.headers()["vary"]
            .to_str()
            .unwrap()
            .to_ascii_lowercase()
            .contains("accept-encoding")
    );
    assert_eq!(&r.bytes().await.unwrap()[..], b"brotli-made-at-build");

    let r = get("/assets/index-77aa01.js", "gzip").await.unwrap();
    assert_eq!(r.headers()["content-encoding"], "gzip");
    assert_eq!(&r.bytes().await.unwrap()[..], b"gzip-made-at-build");

    let r = get("/assets/index-77aa01.js", "identity").await.unwrap();
    assert!(r.headers().get("content-encoding").is_none());
    assert_eq!(r.text().await.unwrap(), script);

    for path in ["/", "/find-jobs"] {
        let r = get(path, "br").await.unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert_ne!(
            r.headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap()),
            Some("br"),
            "{path}"
        );
        assert!(r.text().await.unwrap().contains("<html"), "{path}");
    }
}

/// A landing page names its own chunks and words for preloading (the web build's
/// `preloads.json`), in the visitor's language; other pages name only what every page needs in
/// it; a rewritten page is never answered `304` from an earlier copy.
#[sqlx::test(migrations = false)]
async fn landing_pages_name_their_files_for_preloading(db: PgPool) {
    let app = TestApp::spawn_with(db, |config| {
        std::fs::create_dir_all(&config.web_dir).unwrap();
        std::fs::write(config.web_dir.join("index.html"), INDEX).unwrap();
        std::fs::write(
            config.web_dir.join("preloads.json"),
            r#"{"routes":[{"path":"/find-jobs","files":{"en":["/assets/find-jobs-a1.js","/assets/jobs-en.js"],"hi":["/assets/find-jobs-a1.js","/assets/jobs-en.js","/assets/jobs-hi.js"]}}],
                "everywhere":{"en":[],"hi":["/assets/common-hi.js"]}}"#,
        )
        .unwrap();
    })
    .await;
    let c = crawler();
    let page = |path: &str, cookie: Option<&str>| {
        let mut r = c.get(app.url(path));
        if let Some(cookie) = cookie {
            r = r.header("cookie", cookie);
        }
        async move {
            let r = r.send().await.unwrap();
            assert_eq!(r.status(), StatusCode::OK);
            let validators =
                r.headers().contains_key("etag") || r.headers().contains_key("last-modified");
            (r.text().await.unwrap(), validators)
        }
    };
    let link = |file: &str| format!(r#"<link rel="modulepreload" crossorigin href="{file}">"#);

    let (html, validators) = page("/find-jobs", None).await;
    assert!(
        html.contains(&format!(
            "{}{}</head>",
            link("/assets/find-jobs-a1.js"),
            link("/assets/jobs-en.js")
        )),
        "{html}"
    );
    assert!(!html.contains("hi.js"));
    assert!(!validators);

    let (html, _) = page("/find-jobs", Some("ks_lang=hi")).await;
    for file in [
        "/assets/common-hi.js",
        "/assets/find-jobs-a1.js",
        "/assets/jobs-hi.js",
    ] {
        assert!(html.contains(&link(file)), "{file}: {html}");
    }

    let (html, _) = page("/about-us", None).await;
    assert!(!html.contains("modulepreload"), "{html}");
    let (html, _) = page("/about-us", Some("ks_lang=hi")).await;
    assert_eq!(html.matches("modulepreload").count(), 1, "{html}");
}

/// Issue 30: a visitor who chose Hindi (the `ks_lang` cookie of the web app's switch) is served
/// `<html lang="hi">` and the page's own words in Hindi (the job's as its employer wrote them);
/// every served page says it varies by that cookie, and a Hindi visit is never answered `304`
/// from an English copy.
#[sqlx::test(migrations = false)]
async fn a_hindi_visit_is_served_hindi_pages(db: PgPool) {
    let app = TestApp::spawn(db).await;
    std::fs::create_dir_all(&app.config.web_dir).unwrap();
    std::fs::write(
        app.config.web_dir.join("index.html"),
        INDEX.replace("<html>", "<html lang=\"en-IN\">"),
    )
    .unwrap();
    let (_, id) = employer_with_job(&app, "hr@dhaba.in", "Cook").await;
    let path = format!("/job/cook/{id}");
    let get = |path: String, hindi: bool| {
        let mut r = crawler().get(app.url(&path));
        if hindi {
            r = r.header("cookie", "ks_lang=hi");
        }
        r.send()
    };

    let english = get(path.clone(), false).await.unwrap();
    assert_eq!(english.status(), StatusCode::OK);
    assert_eq!(english.headers()["vary"], "Cookie");
    let english = english.text().await.unwrap();
    assert!(english.contains("<html lang=\"en-IN\">"), "{english}");
    assert!(
        english.contains("<title>Cook at Test Pvt Ltd | KaamSetu</title>"),
        "{english}"
    );

    let hindi = get(path.clone(), true).await.unwrap();
    assert_eq!(hindi.status(), StatusCode::OK);
    assert_eq!(hindi.headers()["vary"], "Cookie");
    let hindi = hindi.text().await.unwrap();
    assert!(hindi.contains("<html lang=\"hi\">"), "{hindi}");
    assert!(
        hindi.contains("<title>Test Pvt Ltd में Cook की नौकरी | KaamSetu</title>"),
        "{hindi}"
    );

    let missing = get(format!("/job/x/{}", uuid::Uuid::new_v4()), true)
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(
        missing
            .text()
            .await
            .unwrap()
            .contains("<title>नौकरी नहीं मिली | KaamSetu</title>")
    );

    // The app's shell (any other route): its default title in Hindi, not served from a copy.
    let shell = crawler()
        .get(app.url("/find-jobs"))
        .header("cookie", "ks_lang=hi")
        .header("if-modified-since", "Wed, 01 Jan 2099 00:00:00 GMT")
        .send()
        .await
        .unwrap();
    assert_eq!(shell.status(), StatusCode::OK);
    assert!(shell.headers().get("last-modified").is_none());
    let shell = shell.text().await.unwrap();
    assert!(shell.contains("<html lang=\"hi\">"), "{shell}");
    assert!(
        shell.contains("<title>KaamSetu | भारत में नौकरियाँ</title>"),
        "{shell}"
    );
    let english = get("/find-jobs".into(), false)
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        english.contains("<title>KaamSetu | Jobs in India</title>"),
        "{english}"
    );
}
