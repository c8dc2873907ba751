package io.memscope.store.json;

import io.memscope.store.StoreException;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Hands facts from the thread that parses the file to one that adds them to the index, so the two halves
 * of loading run on two cores: Jackson's tokenising (what the benchmark's reference does alone) and the
 * columns, string table and id index. Drafts travel in a few recycled batches, so memory stays a few
 * thousand drafts whatever the file's size.
 *
 * <p>Errors keep the order of the file: if the indexing side fails (a duplicate id), the parsing side
 * stops at its next fact with that error; if the parsing side fails, everything parsed before the
 * failure is indexed first and an indexing error there wins, because it is earlier in the file.
 */
final class DraftPipeline {
    /** What the indexing thread does with each fact, in file order. */
    interface Sink {
        void accept(FactDraft draft) throws StoreException;
    }

    private static final int BATCH = 512;
    private static final int BATCHES = 8;
    /** A batch and how many of its drafts are filled; {@link #END} says no more will come. */
    private record Batch(FactDraft[] drafts, int size) {
    }

    private static final Batch END = new Batch(new FactDraft[0], 0);

    private final BlockingQueue<Batch> full = new ArrayBlockingQueue<>(BATCHES + 1);
    private final BlockingQueue<FactDraft[]> empty = new ArrayBlockingQueue<>(BATCHES);
    private final Thread indexer;
    private final String file;
    private volatile Throwable failure;
    private FactDraft[] filling;
    private int filled;

    /** @param file named in the message when the reading thread is interrupted */
    DraftPipeline(Sink sink, String file) {
        this.file = file;
        for (int i = 0; i < BATCHES; i++) {
            FactDraft[] batch = new FactDraft[BATCH];
            for (int j = 0; j < BATCH; j++) {
                batch[j] = new FactDraft();
            }
            empty.add(batch);
        }
        filling = empty.poll();
        indexer = new Thread(() -> index(sink), "memscope-index");
        indexer.setDaemon(true);
        indexer.start();
    }

    /** A cleared draft for the parsing side to fill; {@link #publish} hands it over. */
    FactDraft next() throws StoreException {
        rethrowIndexingFailure();
        FactDraft d = filling[filled];
        d.clear();
        return d;
    }

    /** The draft from {@link #next} is complete. */
    void publish() throws StoreException {
        if (++filled == BATCH) {
            send(new Batch(filling, filled));
            filling = take(empty);
            filled = 0;
        }
    }

    /** Every fact is parsed: waits until all are indexed, and reports an indexing failure. */
    void finish() throws StoreException {
        if (filled > 0) {
            send(new Batch(filling, filled));
        }
        send(END);
        join();
        rethrowIndexingFailure();
    }

    /**
     * Parsing failed with {@code parsing}: index what came before it, then report whichever is earlier in
     * the file (an indexing failure, else {@code parsing}).
     */
    StoreException abandon(StoreException parsing) {
        try {
            if (filled > 0) {
                send(new Batch(filling, filled)); // the facts read before the failure are indexed first
                filled = 0;
            }
            send(END);
            join();
        } catch (StoreException ignored) {
            // interrupted while draining: the parse error is still the one to report
        }
        return failure instanceof StoreException e ? e : parsing;
    }

    /** Stops the indexing thread without waiting for an answer (cancelled, or an I/O failure). */
    void stop() {
        indexer.interrupt();
    }

    private void index(Sink sink) {
        try {
            while (true) {
                Batch batch = full.take();
                if (batch == END) {
                    return;
                }
                for (int i = 0; i < batch.size(); i++) {
                    sink.accept(batch.drafts()[i]);
                }
                empty.put(batch.drafts());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (StoreException | RuntimeException | Error e) {
            failure = e;
            drain(); // keep the parsing side from blocking on a full queue until it sees the failure
        }
    }

    private void drain() {
        try {
            while (true) {
                Batch batch = full.take();
                if (batch == END) {
                    return;
                }
                empty.put(batch.drafts());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Hands a batch over; gives up once the indexing thread has ended (nothing would take it). */
    private void send(Batch batch) throws StoreException {
        try {
            while (!full.offer(batch, 50, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                if (!indexer.isAlive()) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(file + ": interrupted while reading", e);
        }
    }

    private FactDraft[] take(BlockingQueue<FactDraft[]> from) throws StoreException {
        try {
            FactDraft[] batch;
            while ((batch = from.poll(50, java.util.concurrent.TimeUnit.MILLISECONDS)) == null) {
                if (!indexer.isAlive()) {
                    rethrowIndexingFailure();
                    throw new StoreException(file + ": the indexing thread ended early");
                }
            }
            return batch;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(file + ": interrupted while reading", e);
        }
    }

    private void join() throws StoreException {
        try {
            indexer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(file + ": interrupted while reading", e);
        }
    }

    /** Called for every fact: the message is built only when there is a failure to report. */
    private void rethrowIndexingFailure() throws StoreException {
        Throwable f = failure;
        if (f != null) {
            io.memscope.store.WorkerFailure.rethrow(f, file + ": indexing the facts");
        }
    }
}
