package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * symtest model of java.util.stream.Collectors (JDK 17): each collector is a CollectorImpl of
 * stand-ins for the JDK's lambdas (SymtestCollectorFunctions) that call what the JDK's call, in
 * the same order, on the same containers: toList an ArrayList, toSet a HashSet, groupingBy and
 * toMap a HashMap (groupingBy through Map.computeIfAbsent, the finisher of a non-identity
 * downstream through Map.replaceAll, toMap with a merge function through Map.merge, as the
 * JDK), joining a String, partitioningBy a Collectors$Partition (false first),
 * toUnmodifiableList an ImmutableCollections List12/ListN. The downstream collectors' methods
 * are called in the JDK's order. Not modelled (absent): toUnmodifiableSet/Map (their
 * iteration order is salted per JVM), the concurrent collectors, summarizing*, teeing.
 */
public final class Collectors {
    private Collectors() {
    }

    static final int CONCURRENT_BIT = 1;
    static final int UNORDERED_BIT = 2;
    static final int IDENTITY_FINISH_BIT = 4;

    static int bitOf(Collector.Characteristics c) {
        if (c == Collector.Characteristics.CONCURRENT) {
            return CONCURRENT_BIT;
        }
        if (c == Collector.Characteristics.UNORDERED) {
            return UNORDERED_BIT;
        }
        return IDENTITY_FINISH_BIT;
    }

    /** The bits of an array of characteristics (EnumSet.add: NullPointerException on null). */
    static int bitsOf(Collector.Characteristics[] cs) {
        int bits = 0;
        for (int i = 0; i < cs.length; i++) {
            Collector.Characteristics c = cs[i];
            if (c == null) {
                throw new NullPointerException();
            }
            bits |= bitOf(c);
        }
        return bits;
    }

    /** collector.characteristics().contains(c), read from the bits for the models' own. */
    static boolean has(Collector<?, ?, ?> collector, Collector.Characteristics c) {
        if (collector instanceof CollectorImpl) {
            CollectorImpl<?, ?, ?> impl = (CollectorImpl<?, ?, ?>) collector;
            if (impl.set == null) {
                return (impl.bits & bitOf(c)) != 0;
            }
            return impl.set.contains(c);
        }
        return collector.characteristics().contains(c);
    }

    /** The JDK's unmodifiable EnumSets of characteristics: not modelled. */
    private static native Set<Collector.Characteristics> characteristicsSet(int bits);

    /**
     * Collectors.CollectorImpl. Its characteristics are bits, or (set non-null) a set another
     * collector's characteristics() returned, which the JDK keeps as is.
     */
    static final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        final int bits;
        final Set<Collector.Characteristics> set;

        @SuppressWarnings("unchecked")
        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator,
                BinaryOperator<A> combiner, Function<A, R> finisher, int bits,
                Set<Collector.Characteristics> set) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher != null ? finisher
                    : (Function<A, R>) SymtestCollectorFunctions.Identity.INSTANCE;
            this.bits = bits;
            this.set = set;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Collector.Characteristics> characteristics() {
            return set != null ? set : characteristicsSet(bits);
        }
    }

    /** A collector copying another's characteristics (mapping, filtering, flatMapping). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T, A, R> Collector<T, ?, R> withCharacteristicsOf(Collector<?, ?, ?> of,
            Supplier supplier, BiConsumer accumulator, BinaryOperator combiner,
            Function finisher) {
        if (of instanceof CollectorImpl && ((CollectorImpl<?, ?, ?>) of).set == null) {
            return new CollectorImpl<T, A, R>(supplier, accumulator, combiner, finisher,
                    ((CollectorImpl<?, ?, ?>) of).bits, null);
        }
        return new CollectorImpl<T, A, R>(supplier, accumulator, combiner, finisher, 0,
                (Set<Collector.Characteristics>) of.characteristics());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T, A, R> Collector<T, ?, R> impl(Object supplier, Object accumulator,
            Object combiner, Object finisher, int bits) {
        return new CollectorImpl<T, A, R>((Supplier) supplier, (BiConsumer) accumulator,
                (BinaryOperator) combiner, (Function) finisher, bits, null);
    }

    private static SymtestCollectorFunctions.New supplier(int kind) {
        return new SymtestCollectorFunctions.New(kind);
    }

    private static SymtestCollectorFunctions.Combiner combiner(int kind) {
        return new SymtestCollectorFunctions.Combiner(kind);
    }

    // ---- collections and strings

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(
            Supplier<C> collectionFactory) {
        return impl(collectionFactory, SymtestCollectorFunctions.CollectionAdd.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.ADD_ALL), null, IDENTITY_FINISH_BIT);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return impl(supplier(SymtestCollectorFunctions.New.ARRAY_LIST),
                SymtestCollectorFunctions.CollectionAdd.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.ADD_ALL), null, IDENTITY_FINISH_BIT);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return impl(supplier(SymtestCollectorFunctions.New.ARRAY_LIST),
                SymtestCollectorFunctions.CollectionAdd.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.ADD_ALL),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.UNMODIFIABLE_LIST),
                0);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return impl(supplier(SymtestCollectorFunctions.New.HASH_SET),
                SymtestCollectorFunctions.CollectionAdd.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.SET_ADD_ALL), null,
                UNORDERED_BIT | IDENTITY_FINISH_BIT);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return impl(supplier(SymtestCollectorFunctions.New.STRING_BUILDER),
                SymtestCollectorFunctions.Append.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.APPEND),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.TO_STRING), 0);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter,
            CharSequence prefix, CharSequence suffix) {
        return impl(new SymtestCollectorFunctions.NewJoiner(delimiter, prefix, suffix),
                SymtestCollectorFunctions.Append.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.TO_STRING), 0);
    }

    // ---- adapters

    public static <T, U, A, R> Collector<T, ?, R> mapping(Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        Supplier<A> s = downstream.supplier();
        Object accumulator = new SymtestCollectorFunctions.Adapt(
                SymtestCollectorFunctions.Adapt.MAPPING, mapper, downstreamAccumulator);
        return withCharacteristicsOf(downstream, s, (BiConsumer<?, ?>) accumulator,
                downstream.combiner(), downstream.finisher());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            Function<? super T, ? extends Stream<? extends U>> mapper,
            Collector<? super U, A, R> downstream) {
        BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        Supplier<A> s = downstream.supplier();
        Object accumulator = new SymtestCollectorFunctions.Adapt(
                SymtestCollectorFunctions.Adapt.FLAT_MAPPING, mapper, downstreamAccumulator);
        return withCharacteristicsOf(downstream, s, (BiConsumer<?, ?>) accumulator,
                downstream.combiner(), downstream.finisher());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        Supplier<A> s = downstream.supplier();
        Object accumulator = new SymtestCollectorFunctions.Adapt(
                SymtestCollectorFunctions.Adapt.FILTERING, predicate, downstreamAccumulator);
        return withCharacteristicsOf(downstream, s, (BiConsumer<?, ?>) accumulator,
                downstream.combiner(), downstream.finisher());
    }

    /** IDENTITY_FINISH dropped; a set of a user's collector with more than it: unhandled. */
    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(
            Collector<T, A, R> downstream, Function<R, RR> finisher) {
        int bits = 0;
        Set<Collector.Characteristics> set = null;
        if (downstream instanceof CollectorImpl && ((CollectorImpl<?, ?, ?>) downstream).set == null) {
            bits = ((CollectorImpl<?, ?, ?>) downstream).bits & ~IDENTITY_FINISH_BIT;
        } else {
            set = downstream.characteristics();
            if (set.contains(Collector.Characteristics.IDENTITY_FINISH)) {
                if (set.size() == 1) {
                    set = null;
                } else {
                    set = withoutIdentityFinish(set);
                }
            }
        }
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(),
                downstream.combiner(), downstream.finisher().andThen(finisher), bits, set);
    }

    /** EnumSet.copyOf(set) without IDENTITY_FINISH, unmodifiable: not modelled. */
    private static native Set<Collector.Characteristics> withoutIdentityFinish(
            Set<Collector.Characteristics> set);

    // ---- arithmetic

    private static <T, R> Collector<T, ?, R> arithmetic(int kind, Object mapper) {
        SymtestCollectorFunctions.Arithmetic a = new SymtestCollectorFunctions.Arithmetic(kind, mapper);
        return impl(a.supplier(), a, combiner(SymtestCollectorFunctions.Combiner.UNMODELLED),
                new SymtestCollectorFunctions.Finish(kind), 0);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.COUNTING, null);
    }

    public static <T> Collector<T, ?, Integer> summingInt(ToIntFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.SUM_INT, mapper);
    }

    public static <T> Collector<T, ?, Long> summingLong(ToLongFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.SUM_LONG, mapper);
    }

    public static <T> Collector<T, ?, Double> summingDouble(ToDoubleFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.SUM_DOUBLE, mapper);
    }

    public static <T> Collector<T, ?, Double> averagingInt(ToIntFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.AVERAGE_INT, mapper);
    }

    public static <T> Collector<T, ?, Double> averagingLong(ToLongFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.AVERAGE_LONG, mapper);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(
            ToDoubleFunction<? super T> mapper) {
        return arithmetic(SymtestCollectorFunctions.Arithmetic.AVERAGE_DOUBLE, mapper);
    }

    // ---- reductions

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.maxBy(comparator));
    }

    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        return impl(new SymtestCollectorFunctions.NewBox(identity, null),
                new SymtestCollectorFunctions.Reduce(null, op),
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.BOX), 0);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(BinaryOperator<T> op) {
        return impl(new SymtestCollectorFunctions.NewBox(null, op),
                SymtestCollectorFunctions.OptionalBoxAccept.INSTANCE,
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.OPTIONAL_BOX),
                0);
    }

    public static <T, U> Collector<T, ?, U> reducing(U identity,
            Function<? super T, ? extends U> mapper, BinaryOperator<U> op) {
        return impl(new SymtestCollectorFunctions.NewBox(identity, null),
                new SymtestCollectorFunctions.Reduce(mapper, op),
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED),
                new SymtestCollectorFunctions.Finish(SymtestCollectorFunctions.Finish.BOX), 0);
    }

    // ---- maps

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(
            Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Supplier<Map<K, D>> mapFactory = (Supplier) supplier(SymtestCollectorFunctions.New.HASH_MAP);
        return groupingBy(classifier, mapFactory, downstream);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Supplier<A> downstreamSupplier = downstream.supplier();
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        Object accumulator = new SymtestCollectorFunctions.Group(classifier, downstreamSupplier,
                downstreamAccumulator);
        downstream.combiner();
        Object merger = combiner(SymtestCollectorFunctions.Combiner.UNMODELLED);
        if (has(downstream, Collector.Characteristics.IDENTITY_FINISH)) {
            return impl(mapFactory, accumulator, merger, null, IDENTITY_FINISH_BIT);
        }
        Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        return impl(mapFactory, accumulator, merger,
                new SymtestCollectorFunctions.GroupFinish(downstreamFinisher), 0);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(
            Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(
            Predicate<? super T> predicate, Collector<? super T, A, D> downstream) {
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        Object accumulator = new SymtestCollectorFunctions.Adapt(
                SymtestCollectorFunctions.Adapt.PARTITION, predicate, downstreamAccumulator);
        downstream.combiner();
        Object merger = combiner(SymtestCollectorFunctions.Combiner.UNMODELLED);
        Object supplier = new SymtestCollectorFunctions.NewPartition(downstream);
        if (has(downstream, Collector.Characteristics.IDENTITY_FINISH)) {
            return impl(supplier, accumulator, merger, null, IDENTITY_FINISH_BIT);
        }
        return impl(supplier, accumulator, merger,
                new SymtestCollectorFunctions.PartitionFinish(downstream), 0);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(
            Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return impl(supplier(SymtestCollectorFunctions.New.HASH_MAP),
                new SymtestCollectorFunctions.PutInto(keyMapper, valueMapper, false, null),
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED), null,
                IDENTITY_FINISH_BIT);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(
            Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Supplier<Map<K, U>> mapFactory = (Supplier) supplier(SymtestCollectorFunctions.New.HASH_MAP);
        return toMap(keyMapper, valueMapper, mergeFunction, mapFactory);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction,
            Supplier<M> mapFactory) {
        return impl(mapFactory,
                new SymtestCollectorFunctions.PutInto(keyMapper, valueMapper, true, mergeFunction),
                combiner(SymtestCollectorFunctions.Combiner.UNMODELLED), null,
                IDENTITY_FINISH_BIT);
    }

    /** Used by SymtestStream.collect: u -> accumulator.accept(container, u). */
    static final class AccumulateInto<A, T> implements java.util.function.Consumer<T> {
        private final BiConsumer<A, ? super T> accumulator;
        private final A container;

        AccumulateInto(BiConsumer<A, ? super T> accumulator, A container) {
            this.accumulator = accumulator;
            this.container = container;
        }

        public void accept(T u) {
            accumulator.accept(container, u);
        }
    }

    /**
     * Collectors.Partition, partitioningBy's map: AbstractMap over the entries (false,
     * forFalse) then (true, forTrue), immutable. Modelled: get, getOrDefault, containsKey,
     * containsValue, size, isEmpty, equals, hashCode, toString and the mutators (put, remove
     * of a key it has, clear: UnsupportedOperationException). Unhandled: entrySet, keySet,
     * values and AbstractMap's other methods.
     */
    static final class Partition<T> extends java.util.AbstractMap<Boolean, T>
            implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        public native Set<Map.Entry<Boolean, T>> entrySet();

        public int size() {
            return 2;
        }

        public boolean isEmpty() {
            return false;
        }

        public T get(Object key) {
            if (key == null) {
                return null;
            }
            if (key.equals(Boolean.FALSE)) {
                return forFalse;
            }
            if (key.equals(Boolean.TRUE)) {
                return forTrue;
            }
            return null;
        }

        public boolean containsKey(Object key) {
            return key != null && (key.equals(Boolean.FALSE) || key.equals(Boolean.TRUE));
        }

        public boolean containsValue(Object value) {
            if (value == null) {
                return forFalse == null || forTrue == null;
            }
            return value.equals(forFalse) || value.equals(forTrue);
        }

        public T getOrDefault(Object key, T defaultValue) {
            T v = get(key);
            return (v != null || containsKey(key)) ? v : defaultValue;
        }

        public T put(Boolean key, T value) {
            throw new UnsupportedOperationException();
        }

        public T remove(Object key) {
            if (containsKey(key)) {
                throw new UnsupportedOperationException();
            }
            return null;
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        private static boolean entryEquals(Map<?, ?> m, Boolean key, Object value) {
            if (value == null) {
                return m.get(key) == null && m.containsKey(key);
            }
            return value.equals(m.get(key));
        }

        /** AbstractMap.equals. */
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Map)) {
                return false;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            if (m.size() != 2) {
                return false;
            }
            try {
                return entryEquals(m, Boolean.FALSE, forFalse)
                        && entryEquals(m, Boolean.TRUE, forTrue);
            } catch (ClassCastException unused) {
                return false;
            } catch (NullPointerException unused) {
                return false;
            }
        }

        /** AbstractMap.hashCode: the entries' key.hashCode() ^ value.hashCode(). */
        public int hashCode() {
            int f = Boolean.FALSE.hashCode() ^ (forFalse == null ? 0 : forFalse.hashCode());
            int t = Boolean.TRUE.hashCode() ^ (forTrue == null ? 0 : forTrue.hashCode());
            return f + t;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append("{false=");
            sb.append(forFalse == this ? "(this Map)" : (Object) forFalse);
            sb.append(", true=");
            sb.append(forTrue == this ? "(this Map)" : (Object) forTrue);
            return sb.append('}').toString();
        }
    }

    /** A new ArrayList, HashSet, HashMap: the containers of the collectors above. */
    static Object newContainer(int kind) {
        if (kind == SymtestCollectorFunctions.New.ARRAY_LIST) {
            return new ArrayList<Object>();
        }
        if (kind == SymtestCollectorFunctions.New.HASH_SET) {
            return new HashSet<Object>();
        }
        return new HashMap<Object, Object>();
    }
}
