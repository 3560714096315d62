// Mantine's NativeSelect and TextInput markup (size "sm", default variant, with a label) without
// Mantine's hooks, for the directory's search form: on the server its five Mantine inputs were about
// an eighth of a directory page's rendering time (docs/performance.md). Same elements, classes and CSS
// variables as Mantine 9 writes (light-inputs.test.tsx renders both and compares), so Mantine's styles
// apply unchanged. Like light.tsx, only the props the site uses; anything else stays with Mantine.
import { type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

type Field = 'NativeSelect' | 'TextInput';
type Option = { value: string; label: string };

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const INPUT_VARIABLES = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };

/** The label and the input's wrapper around it, as Mantine's Input.Wrapper and Input write them. */
function Wrapper(props: {
  field: Field;
  id: string;
  label: ReactNode;
  wrapper: Record<string, string | undefined>;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { field, id, label, wrapper, style, children } = props;
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root mantine-${field}-root`} data-size="sm">
      <label style={LABEL_STYLE} className={`m_8fdc1311 mantine-InputWrapper-label mantine-${field}-label`} data-size="sm" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div style={style} className={`m_6c018570 mantine-Input-wrapper mantine-${field}-wrapper`} data-variant="default" data-size="sm" {...wrapper}>
        {children}
      </div>
    </div>
  );
}

const mantineId = (reactId: string) => `mantine-${reactId.replaceAll(':', '')}`;

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { label: ReactNode; data: Option[]; ref?: Ref<HTMLSelectElement> };

export function LightNativeSelect({ label, data, disabled, id: givenId, ...rest }: SelectProps) {
  const generatedId = mantineId(useId());
  const id = givenId ?? generatedId;
  const disabledFlag = disabled ? 'true' : undefined;
  return (
    <Wrapper
      field="NativeSelect"
      id={id}
      label={label}
      style={{ ...INPUT_VARIABLES, '--input-right-section-pointer-events': 'none' } as CSSProperties}
      wrapper={{ 'data-pointer': 'true', 'data-disabled': disabledFlag, 'data-with-right-section': 'true' }}
    >
      <select
        className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
        data-variant="default"
        data-disabled={disabledFlag}
        disabled={disabled}
        {...rest}
        id={id}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
        <svg
          style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
          className="m_2943220b mantine-ComboboxChevron-chevron"
          data-size="sm"
          data-combobox-chevron="true"
          viewBox="0 0 15 15"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
        >
          <path
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
    </Wrapper>
  );
}

type TextProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; leftSection?: ReactNode; ref?: Ref<HTMLInputElement> };

export function LightTextInput({ label, leftSection, id: givenId, ...rest }: TextProps) {
  const generatedId = mantineId(useId());
  const id = givenId ?? generatedId;
  return (
    <Wrapper
      field="TextInput"
      id={id}
      label={label}
      style={INPUT_VARIABLES as CSSProperties}
      wrapper={{ 'data-with-left-section': leftSection ? 'true' : undefined }}
    >
      {leftSection ? (
        <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
          {leftSection}
        </div>
      ) : null}
      <input className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input" data-variant="default" id={id} {...rest} />
    </Wrapper>
  );
}
