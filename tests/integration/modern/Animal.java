/** Two animals when Kinds is compiled; cli_test.sh adds a third, Fox, compiled afterwards. */
public sealed interface Animal permits Cat, Dog {}
