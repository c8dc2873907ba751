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
        BlockingQueue<List<T>> queue = new ArrayBlockingQueue<>(BATCHES_AHEAD);
        List<T> end = new ArrayList<>(0);
        Consumer<T> consumer = new Consumer<>(queue, end, consume);
        Thread thread = new Thread(consumer, "memscope-suggest");
        thread.setDaemon(true);
        thread.start();
        List<List<T>> batch = new ArrayList<>(1);
        batch.add(new ArrayList<>(BATCH));
        boolean ended = false;
        try {
            source.forEach((subject, facts) -> {
                batch.get(0).add(prepare.prepare(subject, facts));
                if (batch.get(0).size() == BATCH) {
                    hand(queue, batch.get(0), consumer);
                    batch.set(0, new ArrayList<>(BATCH));
                }
            });
            if (!batch.get(0).isEmpty()) {
                hand(queue, batch.get(0), consumer);
            }
            hand(queue, end, consumer);
            ended = true;
        } catch (ConsumerFailed stopped) {
            // the consumer's own failure is thrown below
        } finally {
            if (!ended) {
                queue.clear();
                queue.offer(end); // after a failure the consumer only drains, so there is room
            }
            join(thread);
        }
        consumer.rethrow();
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
