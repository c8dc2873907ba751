package io.memscope.suggest;

import io.memscope.model.Fact;
import io.memscope.store.StoreException;
import io.memscope.store.WorkerFailure;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * One pass over a source's subjects on two threads: the reading thread builds each subject's facts and
 * prepares them (the work that needs no shared state), a second thread takes the prepared subjects in their
 * order and does the rest. One consumer keeps the order, so the result is the same as on one thread. Subjects
 * travel in batches, since a store has as many subjects as a hand-over per subject would cost.
 */
final class Pipeline {
    private static final int BATCH = 512;
    private static final int BATCHES_AHEAD = 4;

    /** Runs on the reading thread, one subject at a time. */
    interface Prepare<T> {
        T prepare(String subject, List<Fact> facts) throws StoreException;
    }

    /** Runs on the second thread, in the subjects' order. */
    interface Consume<T> {
        void accept(T prepared) throws StoreException;
    }

    private Pipeline() {
    }

    static <T> void run(SubjectBlocks source, Prepare<T> prepare, Consume<T> consume) throws StoreException {
        Feed<T> feed = new Feed<>(consume);
        try {
            source.forEach((subject, facts) -> feed.accept(prepare.prepare(subject, facts)));
            feed.finish();
        } catch (ConsumerFailed stopped) {
            feed.finish(); // throws the consumer's own failure
        } finally {
            feed.stop();
        }
    }

    /**
     * The hand-over to one consumer thread, fed by a source that pushes its subjects (one part of a store read
     * in parts): {@link #accept} each prepared subject, then {@link #finish}; {@link #stop} in any case.
     */
    static final class Feed<T> {
        private final BlockingQueue<List<T>> queue = new ArrayBlockingQueue<>(BATCHES_AHEAD);
        private final List<T> end = new ArrayList<>(0);
        private final Consumer<T> consumer;
        private final Thread thread;
        private List<T> batch = new ArrayList<>(BATCH);
        private boolean ended;

        Feed(Consume<T> consume) {
            consumer = new Consumer<>(queue, end, consume);
            thread = new Thread(consumer, "memscope-suggest");
            thread.setDaemon(true);
            thread.start();
        }

        void accept(T prepared) throws StoreException {
            batch.add(prepared);
            if (batch.size() == BATCH) {
                hand(queue, batch, consumer);
                batch = new ArrayList<>(BATCH);
            }
        }

        /** After the last subject: waits for the consumer, and throws its failure if it had one. */
        void finish() throws StoreException {
            if (!ended) {
                try {
                    if (!batch.isEmpty()) {
                        hand(queue, batch, consumer);
                    }
                    hand(queue, end, consumer);
                    ended = true;
                    join(thread);
                } catch (ConsumerFailed stopped) {
                    stop();
                }
            }
            consumer.rethrow();
        }

        /** Ends the consumer thread if {@link #finish} did not: the source failed. */
        void stop() {
            if (!ended) {
                ended = true;
                queue.clear();
                queue.offer(end);
                join(thread);
            }
        }
    }

    private static <T> void hand(BlockingQueue<List<T>> queue, List<T> batch, Consumer<T> consumer)
            throws StoreException {
        if (consumer.failure != null) {
            throw new ConsumerFailed();
        }
        try {
            queue.put(batch);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("reading the store was interrupted");
        }
    }

    private static void join(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the reading once the consumer has failed. */
    private static final class ConsumerFailed extends RuntimeException {
        ConsumerFailed() {
            super(null, null, false, false);
        }
    }

    private static final class Consumer<T> implements Runnable {
        private final BlockingQueue<List<T>> queue;
        private final List<T> end;
        private final Consume<T> consume;
        private volatile Throwable failure;

        Consumer(BlockingQueue<List<T>> queue, List<T> end, Consume<T> consume) {
            this.queue = queue;
            this.end = end;
            this.consume = consume;
        }

        @Override
        public void run() {
            while (true) {
                List<T> batch;
                try {
                    batch = queue.take();
                } catch (InterruptedException e) {
                    return; // nothing interrupts this thread but the JVM's exit
                }
                if (batch == end) {
                    return;
                }
                if (failure != null) {
                    continue; // drain, so the reading thread never waits on a full queue
                }
                try {
                    for (T item : batch) {
                        consume.accept(item);
                    }
                } catch (Throwable t) {
                    failure = t;
                }
            }
        }

        void rethrow() throws StoreException {
            WorkerFailure.rethrow(failure, "looking at the store's facts");
        }
    }
}
