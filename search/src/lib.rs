//! KaamSetu search: the tantivy schema, query building, facets, suggestions and similar jobs,
//! shared by the API (reader) and the indexer (writer). Built in issue 4.
