"""Pure Cypher building for the Neo4j graph store, in one namespace: schema, filters, writes, reads,
searches and recall support.

Nothing here touches a database: every function returns ``(query_text, params)`` and is unit-tested on its
own. User data only ever travels in ``params``; query text is assembled from fixed names, from validated
integers (the hop bound of a variable-length pattern, which Cypher cannot take as a parameter) and from which
filter fields are set, never from a value.

The builders live by concern and are re-exported here (``from hindsight_core.stores import cypher``):
:mod:`~hindsight_core.stores.cypher_schema` (the graph model, constraints, indexes, the test wipe),
:mod:`~hindsight_core.stores.cypher_records` (the filter, record and entity writes and reads),
:mod:`~hindsight_core.stores.cypher_search` (keyword and entity search, the entity catalog),
:mod:`~hindsight_core.stores.cypher_recall` (token vectors, session neighbours, the recall context query) and
:mod:`~hindsight_core.stores.cypher_forgets` (hard forgets' shared tombstones).
"""

from __future__ import annotations

from hindsight_core.stores.cypher_forgets import (
    forgotten_key,
    forgotten_sources_query,
    merge_forgotten_sources_query,
    number_forgotten_sources_query,
    reserve_numbers_query,
)
from hindsight_core.stores.cypher_recall import (
    get_token_vectors_query,
    prune_token_counts_query,
    recall_context_query,
    release_token_vectors_query,
    session_neighbours_query,
    token_document_frequencies_query,
    write_token_vectors_query,
)
from hindsight_core.stores.cypher_records import (
    all_record_ids_query,
    clear_links_query,
    count_records_query,
    delete_orphan_entities_query,
    delete_records_query,
    existing_records_query,
    filter_clause,
    get_meta_query,
    get_records_query,
    linked_entities_query,
    list_records_query,
    matching_ids_query,
    read_entity_aliases_query,
    record_properties,
    set_meta_query,
    update_state_query,
    write_entity_query,
    write_records_query,
    write_relations_query,
)
from hindsight_core.stores.cypher_schema import (
    FULLTEXT_ANALYZER,
    FULLTEXT_INDEX,
    FULLTEXT_PROPERTIES,
    INDEXED_RECORD_PROPERTIES,
    LABELS,
    MIN_SERVER_VERSION,
    Query,
    await_indexes_query,
    drop_fulltext_query,
    fulltext_properties_query,
    records_page_query,
    schema_statements,
    server_version_query,
    set_owner_query,
    set_search_text_query,
    set_sessions_query,
    too_old,
    users_without_owner_query,
    wipe_query,
)
from hindsight_core.stores.cypher_search import (
    entity_counts_query,
    entity_search_query,
    keyword_search_query,
    list_entities_query,
    lucene_query,
)
from hindsight_core.stores.protocols import MAX_HOPS

__all__ = [
    "FULLTEXT_ANALYZER",
    "FULLTEXT_INDEX",
    "FULLTEXT_PROPERTIES",
    "INDEXED_RECORD_PROPERTIES",
    "LABELS",
    "MAX_HOPS",
    "MIN_SERVER_VERSION",
    "Query",
    "all_record_ids_query",
    "await_indexes_query",
    "clear_links_query",
    "count_records_query",
    "delete_orphan_entities_query",
    "delete_records_query",
    "drop_fulltext_query",
    "entity_counts_query",
    "entity_search_query",
    "existing_records_query",
    "filter_clause",
    "fulltext_properties_query",
    "get_meta_query",
    "get_records_query",
    "get_token_vectors_query",
    "keyword_search_query",
    "linked_entities_query",
    "list_entities_query",
    "list_records_query",
    "lucene_query",
    "matching_ids_query",
    "prune_token_counts_query",
    "read_entity_aliases_query",
    "recall_context_query",
    "record_properties",
    "records_page_query",
    "release_token_vectors_query",
    "schema_statements",
    "server_version_query",
    "session_neighbours_query",
    "set_meta_query",
    "set_owner_query",
    "set_search_text_query",
    "set_sessions_query",
    "token_document_frequencies_query",
    "too_old",
    "update_state_query",
    "users_without_owner_query",
    "wipe_query",
    "forgotten_key",
    "forgotten_sources_query",
    "merge_forgotten_sources_query",
    "number_forgotten_sources_query",
    "reserve_numbers_query",
    "write_entity_query",
    "write_records_query",
    "write_relations_query",
    "write_token_vectors_query",
]
