#ifndef A11YLINT_CYAML_SHIM_H
#define A11YLINT_CYAML_SHIM_H
#include <yaml.h>
#endif
