package io.memscope.store.json;

import it.unimi.dsi.fastutil.doubles.DoubleArrays;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.longs.LongArrays;
import it.unimi.dsi.fastutil.objects.ObjectArrays;

import java.time.Instant;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Map;

import static io.memscope.store.json.ColumnArrays.filled;
import static io.memscope.store.json.ColumnArrays.joined;
import static io.memscope.store.json.ColumnArrays.remapped;

/**
 * The columns of {@link FactTable} that most stores leave empty: recorded_at, source, agent, confidence,
 * metadata, and the marks of an inferred link and of an end without a time. Each is null until the first fact
 * that has the field, so a store without it pays nothing.
 */
final class DetailColumns {
    private long[] recordedAt;
    private Utf8Column source;
    private int[] agent;
    private StringTable agents;
    private double[] confidence;
    private Map<String, String>[] metadata;
    private BitSet inferredLink;
    private BitSet unknownEnd;

    /** Row {@code row}'s fields, the other columns being {@code capacity} rows long. */
    void append(int row, FactDraft d, int capacity) {
        if (d.recordedAt != Timestamps.NULL && recordedAt == null) {
            recordedAt = filled(new long[capacity], Timestamps.NULL);
        }
        if (recordedAt != null) {
            recordedAt[row] = d.recordedAt;
        }
        if (d.source != null && source == null) {
            source = Utf8Column.withNulls(row, capacity);
        }
        if (source != null) {
            source.add(d.source);
        }
        if (d.agent != null && agent == null) {
            agent = filled(new int[capacity], -1);
            agents = new StringTable();
        }
        if (agent != null) {
            agent[row] = d.agent == null ? -1 : agents.code(d.agent);
        }
        if (!Double.isNaN(d.confidence) && confidence == null) {
            confidence = filled(new double[capacity], Double.NaN);
        }
        if (confidence != null) {
            confidence[row] = d.confidence;
        }
        if (d.metadata != null && !d.metadata.isEmpty()) {
            if (metadata == null) {
                metadata = newMetadataColumn(capacity);
            }
            metadata[row] = Map.copyOf(d.metadata);
        }
        if (d.inferredLink) {
            if (inferredLink == null) {
                inferredLink = new BitSet();
            }
            inferredLink.set(row);
        }
        if (d.unknownEnd) {
            if (unknownEnd == null) {
                unknownEnd = new BitSet();
            }
            unknownEnd.set(row);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String>[] newMetadataColumn(int capacity) {
        return (Map<String, String>[]) new Map[capacity];
    }

    void grow(int capacity) {
        if (source != null) {
            source.ensureCapacity(capacity);
        }
        if (recordedAt != null) {
            int old = recordedAt.length;
            recordedAt = Arrays.copyOf(recordedAt, capacity);
            Arrays.fill(recordedAt, old, capacity, Timestamps.NULL);
        }
        if (agent != null) {
            int old = agent.length;
            agent = Arrays.copyOf(agent, capacity);
            Arrays.fill(agent, old, capacity, -1);
        }
        if (confidence != null) {
            int old = confidence.length;
            confidence = Arrays.copyOf(confidence, capacity);
            Arrays.fill(confidence, old, capacity, Double.NaN);
        }
        if (metadata != null) {
            metadata = Arrays.copyOf(metadata, capacity);
        }
    }

    /** Whether {@link #appendAll} can take {@code tail}'s source texts into one column. */
    boolean canAppend(DetailColumns tail) {
        return source == null || tail.source == null || source.fitsWith(tail.source);
    }

    /** Appends {@code tail}'s {@code total - base} rows after this table's {@code base} (see {@link FactTable#appendAll}). */
    void appendAll(DetailColumns tail, int base, int total) {
        int n = total - base;
        if (recordedAt != null || tail.recordedAt != null) {
            recordedAt = joined(recordedAt == null ? filled(new long[base], Timestamps.NULL) : recordedAt,
                    tail.recordedAt == null ? filled(new long[n], Timestamps.NULL) : tail.recordedAt, n, total);
        }
        if (source != null || tail.source != null) {
            if (source == null) {
                source = Utf8Column.withNulls(base, total);
            }
            if (tail.source == null) {
                source.addNulls(n);
            } else {
                source.appendAll(tail.source);
            }
        }
        if (agent != null || tail.agent != null) {
            if (agent == null) {
                agent = filled(new int[base], -1);
                agents = new StringTable();
            }
            int[] tailAgent = tail.agent == null ? filled(new int[n], -1)
                    : remapped(tail.agent, n, agents.codesOf(tail.agents));
            agent = joined(agent, tailAgent, n, total);
        }
        if (confidence != null || tail.confidence != null) {
            confidence = joined(confidence == null ? filled(new double[base], Double.NaN) : confidence,
                    tail.confidence == null ? filled(new double[n], Double.NaN) : tail.confidence, n, total);
        }
        if (metadata != null || tail.metadata != null) {
            metadata = metadata == null ? newMetadataColumn(total) : Arrays.copyOf(metadata, total);
            if (tail.metadata != null) {
                System.arraycopy(tail.metadata, 0, metadata, base, n);
            }
        }
        inferredLink = shifted(inferredLink, tail.inferredLink, base);
        unknownEnd = shifted(unknownEnd, tail.unknownEnd, base);
    }

    private static BitSet shifted(BitSet head, BitSet tail, int base) {
        if (tail == null) {
            return head;
        }
        BitSet all = head == null ? new BitSet() : head;
        for (int row = tail.nextSetBit(0); row >= 0; row = tail.nextSetBit(row + 1)) {
            all.set(base + row);
        }
        return all;
    }

    /** The table is read-only from now on. */
    void finishLoading(int size) {
        if (agents != null) {
            agents.freeze();
        }
        if (recordedAt != null) {
            recordedAt = LongArrays.trim(recordedAt, size);
        }
        if (source != null) {
            source.trim();
        }
        if (agent != null) {
            agent = IntArrays.trim(agent, size);
        }
        if (confidence != null) {
            confidence = DoubleArrays.trim(confidence, size);
        }
        if (metadata != null) {
            metadata = ObjectArrays.trim(metadata, size);
        }
    }

    Instant recordedAt(int row) {
        return recordedAt == null ? null : Timestamps.instant(recordedAt[row]);
    }

    String source(int row) {
        return source == null ? null : source.get(row);
    }

    /** Whether some row's source reads as a sentence ({@link io.memscope.model.SourceTexts#isSentence}). */
    boolean anySourceSentence() {
        return source != null && source.anyWithSpaces(io.memscope.model.SourceTexts.MIN_SPACES);
    }

    String agent(int row) {
        return agent != null && agent[row] >= 0 ? agents.get(agent[row]) : null;
    }

    Double confidence(int row) {
        return confidence != null && !Double.isNaN(confidence[row]) ? confidence[row] : null;
    }

    Map<String, String> metadata(int row) {
        return metadata == null ? null : metadata[row];
    }

    boolean inferredLink(int row) {
        return inferredLink != null && inferredLink.get(row);
    }

    boolean unknownEnd(int row) {
        return unknownEnd != null && unknownEnd.get(row);
    }

    /** How many facts name a successor memscope inferred rather than read. */
    int inferredLinks() {
        return inferredLink == null ? 0 : inferredLink.cardinality();
    }
}
