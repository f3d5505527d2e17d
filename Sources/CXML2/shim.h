#ifndef A11YLINT_CXML2_SHIM_H
#define A11YLINT_CXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's
   headers, which clash with the copy Foundation carries in the same Swift module
   graph. a11ylint hands libxml2 UTF-8 only and never touches an encoding handler
   (whose layout is all that the ICU fields change; every other struct holds it by
   pointer), so the ICU part is left out of what Swift sees. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
