// Migrations are embedded with `sqlx::migrate!`: a new file in ../migrations must rebuild this
// crate even when no source changed.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
