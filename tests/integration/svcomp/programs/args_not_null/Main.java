// expected: true. The JVM calls main with a non-null array of non-null strings.
public class Main {
    public static void main(String[] args) {
        assert args != null;
        assert args instanceof Object;
        for (String a : args) {
            assert a != null;
        }
    }
}
